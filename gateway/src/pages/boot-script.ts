/**
 * The app's start on a page drawn on the server: its entry script and the route's chunks are asked
 * for once the server's screen has been painted, not while it is. On a slow connection the first
 * screen (and its largest image) then has the bandwidth to itself; the app, ~150 KB of script,
 * follows a frame later and takes over as before (shell/src/serverPage.ts). Pages the app draws
 * alone keep the entry's deferred script in the head.
 *
 * One fixed inline script, allowed by its hash in the page CSP (security.ts): what varies per page
 * (the entry's URL, the chunks) is in its data attributes. It starts the app when the browser
 * reports the first contentful paint (a `paint` PerformanceObserver: the time the frame was shown,
 * which can be well after the main thread has drawn it), at the latest after 3 s; where paint
 * timing is not reported, after the next frame (requestAnimationFrame, then a timeout); a page
 * opened in the background (no paint until it is shown) starts at once.
 */
import { createHash } from 'node:crypto';
import { esc } from './html.ts';

export const BOOT_SCRIPT =
  "(function(w,d){var s=d.currentScript,done=0,P=w.PerformanceObserver;function go(){if(done)return;done=1;(s.getAttribute('data-preload')||'').split(' ').forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='preload';l.as='script';l.href=h;l.setAttribute('fetchpriority','low');d.head.appendChild(l)});s.getAttribute('data-src').split(' ').forEach(function(u){var m=d.createElement('script');m.src=u;d.head.appendChild(m)})}" +
  "if(d.visibilityState!=='visible')go();else if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});setTimeout(go,3000)}else requestAnimationFrame(function(){setTimeout(go,0)})})(window,document)";

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * The boot tag: starts `entry` (the shell's initial scripts: its libraries and its main script, in
 * any order, as webpack's runtime waits for both) and preloads `chunks` after the first paint.
 */
export const bootTag = (entry: readonly string[], chunks: readonly string[]) =>
  `<script data-src="${esc(entry.join(' '))}" data-preload="${esc(chunks.join(' '))}">${BOOT_SCRIPT}</script>`;
