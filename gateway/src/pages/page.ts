/**
 * One page: the shell's index.html with the head filled (title, description, canonical URL, Open
 * Graph and Twitter card, JSON-LD, the route's stylesheets and preloads) and, for pages drawn on
 * the server, their first screen in `#ssr` before the app's `#root`, plus the data block the app
 * starts from (packages/contracts page-data.ts). The shell removes `#ssr` once its own screen is
 * drawn (shell/src/serverPage.ts); until then `#root` lays out unseen behind it (the inline style
 * below), so the hand-over is one frame and shifts nothing.
 */
import { PAGE_DATA_ID, type PageData } from '@phjobs/contracts/page-data';
import { SITE_NAME } from '@phjobs/contracts/web-routes';
import { DESKTOP_MIN_WIDTH } from '@phjobs/ui/breakpoints';
import { bootTag } from './boot-script.ts';
import { esc, scriptJson } from './html.ts';

export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL; also og:url. */
  canonical?: string | null;
  noindex?: boolean;
  /** Absolute URL of the preview image (og:image, twitter:image). */
  image?: string | null;
  imageAlt?: string;
  ogType?: 'website' | 'article';
  jsonLd?: readonly object[];
};

export type PageParts = {
  head: PageHead;
  /** The server-drawn first screen (inside `#ssr`), or '' for pages the app draws alone. */
  body?: string;
  /** Stylesheets the first screen needs (URLs), preloads of scripts and images. */
  styles?: readonly string[];
  /**
   * The stylesheets' text by URL: inlined (`<style data-href>`, which webpack's CSS loading takes
   * for the file, so the app does not ask for it again), saving the first paint its round trips.
   */
  inlineCss?: (url: string) => string | null;
  scripts?: readonly string[];
  /** The largest image of the first screen: preloaded first (fetchpriority=high). */
  image?: string | null;
  data?: PageData;
};

/** `#root` behind `#ssr` until the app has drawn (then the shell removes `#ssr` and this no longer applies). */
const HANDOVER_STYLE = `#ssr~#root{position:absolute;top:0;left:0;right:0;visibility:hidden;pointer-events:none}@media (max-width:${DESKTOP_MIN_WIDTH - 0.02}px){#ssr .ph-split__side,#ssr .ph-split__pane{display:none}}@media (min-width:${DESKTOP_MIN_WIDTH}px){#ssr .ph-split__main .ph-search-bar{display:none}}`;

function headHtml(head: PageHead, parts: PageParts): string {
  const tags: string[] = [`<title>${esc(head.title)}</title>`, `<meta name="description" content="${esc(head.description)}">`];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${esc(head.canonical)}">`);
  tags.push('<link rel="manifest" href="/manifest.webmanifest">', '<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">', '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
  if (!head.noindex) {
    tags.push(
      `<meta property="og:site_name" content="${SITE_NAME}">`,
      `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
      `<meta property="og:title" content="${esc(head.title)}">`,
      `<meta property="og:description" content="${esc(head.description)}">`,
      '<meta property="og:locale" content="en_PH">',
    );
    if (head.canonical) tags.push(`<meta property="og:url" content="${esc(head.canonical)}">`);
    if (head.image) {
      tags.push(`<meta property="og:image" content="${esc(head.image)}">`);
      if (head.imageAlt) tags.push(`<meta property="og:image:alt" content="${esc(head.imageAlt)}">`);
    }
    tags.push(
      `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
      `<meta name="twitter:title" content="${esc(head.title)}">`,
      `<meta name="twitter:description" content="${esc(head.description)}">`,
    );
    if (head.image) tags.push(`<meta name="twitter:image" content="${esc(head.image)}">`);
  }
  if (parts.image) tags.push(`<link rel="preload" as="image" href="${esc(parts.image)}" fetchpriority="high">`);
  for (const href of parts.styles ?? []) {
    const text = parts.inlineCss?.(href) ?? null;
    // data-href as webpack's CSS loading compares it: the shell's by path, a remote's by file name (its public path is the remote's own)
    const dataHref = href.startsWith('/remotes/') ? (href.split('/').pop() ?? href) : href;
    tags.push(text === null ? `<link rel="stylesheet" href="${esc(href)}">` : `<style data-href="${esc(dataHref)}">${text}</style>`);
  }
  // A page the app draws alone: its chunks fetched early, at low priority. A server-drawn one asks
  // for them after its first paint (boot-script.ts).
  if (!parts.body) for (const href of parts.scripts ?? []) tags.push(`<link rel="preload" as="script" href="${esc(href)}" fetchpriority="low">`);
  if (parts.body) tags.push(`<style>${HANDOVER_STYLE}</style>`);
  for (const block of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(block)}</script>`);
  return tags.join('');
}

/**
 * The page from the shell's index.html (as webpack wrote it: `<title>`, the entry's deferred
 * script in the head, an empty `<div id=root>`).
 */
export function renderPage(template: string, parts: PageParts): string {
  const data = parts.data && Object.keys(parts.data).length ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(parts.data)}</script>` : '';
  let page = template.replace(/<title>[\s\S]*?<\/title>/, () => headHtml(parts.head, parts));
  if (!parts.body) return page.replace(/<div id="?root"?><\/div>/, () => `<div id="root"></div>${data}`);
  // The entry's deferred scripts leave the head: the boot tag at the end of the body starts them after the first paint.
  const entry: string[] = [];
  page = page.replace(ENTRY_SCRIPTS, (_tag, src: string) => {
    entry.push(src);
    return '';
  });
  const boot = entry.length ? bootTag(entry, parts.scripts ?? []) : '';
  return page.replace(/<div id="?root"?><\/div>/, () => `<div id="ssr">${parts.body}</div><div id="root"></div>${data}${boot}`);
}

/**
 * The entry's scripts in the shell's index.html as webpack writes them (minified: `<script defer
 * src=/vendor.<hash>.js></script><script defer src=/main.<hash>.js></script>`); a URL in group 1.
 */
const ENTRY_SCRIPTS = /<script[^>]*\bsrc="?(\/[^"\s>]+\.js)"?[^>]*><\/script>/g;

/** The shell's index.html without the app: for pages that only inform (an ad that has gone). */
export const withoutApp = (template: string) => template.replace(ENTRY_SCRIPTS, '');
