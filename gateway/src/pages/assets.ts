/**
 * What the built front ends offer a page: the shell's index.html, and for a route's remote its
 * mf-manifest.json (inlined in the page, so the shell does not fetch it), its remoteEntry.js,
 * the exposed App's files and the chunks of the route's screen (from the build's
 * chunk-groups.json), preloaded with the page. Files are read again when they change on disk
 * (a rebuild), else served from memory.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

type Cached<T> = { mtimeMs: number; value: T };

export type RemoteAssets = {
  /** The manifest as built (what the shell would have fetched). */
  manifest: unknown;
  /** URL of remoteEntry.js. */
  entry: string;
  /** The exposed App's sync files (JS and CSS), as URLs. */
  exposeJs: string[];
  exposeCss: string[];
  /** Lazily imported module request -> its files' URLs. */
  groups: Record<string, string[]>;
};

export type ShellAssets = {
  /** index.html as built. */
  html: string;
  /** The files of the app behind the entry's async boundary (`import('./bootstrap')`), as URLs. */
  bootstrap: string[];
};

export type WebAssets = {
  shell(): ShellAssets | null;
  /** The text of a built stylesheet by its URL (`/235.1a2b.css`, `/remotes/jobs/x.css`), to inline in a page; null when unknown. */
  css(url: string): string | null;
  /** The remote's files when its manifest is the gateway's own (`/remotes/<name>/mf-manifest.json`); null otherwise. */
  remote(name: string): RemoteAssets | null;
};

function readCached<T>(cache: Map<string, Cached<T>>, file: string, parse: (text: string) => T): T | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    cache.delete(file);
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value;
  try {
    const value = parse(readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
};

export function webAssets({ shellRoot, remoteRoots, remoteUrls }: { shellRoot: string; remoteRoots: Map<string, string>; remoteUrls: Record<string, string> }): WebAssets {
  const texts = new Map<string, Cached<string>>();
  const jsons = new Map<string, Cached<unknown>>();
  const json = (file: string) => readCached(jsons, file, (text) => JSON.parse(text) as unknown);
  const urlsIn = (base: string, files: readonly string[] | undefined) => (files ?? []).map((f) => `${base}${f}`);

  return {
    css(url) {
      const remote = /^\/remotes\/([a-z]+)\/([^/]+\.css)$/.exec(url);
      const root = remote ? remoteRoots.get(remote[1] as string) : shellRoot;
      const name = remote ? (remote[2] as string) : /^\/([^/]+\.css)$/.exec(url)?.[1];
      if (!root || !name) return null;
      const text = readCached(texts, path.join(root, name), (t) => t);
      // never anything that could end the <style> element it goes into
      return text !== null && !/<\/style/i.test(text) ? text : null;
    },

    shell() {
      const html = readCached(texts, path.join(shellRoot, 'index.html'), (text) => text);
      if (html === null) return null;
      const groups = (json(path.join(shellRoot, 'chunk-groups.json')) ?? {}) as Record<string, string[]>;
      return { html, bootstrap: urlsIn('/', groups['./bootstrap']) };
    },

    remote(name) {
      const root = remoteRoots.get(name);
      const base = `/remotes/${name}/`;
      if (!root || remoteUrls[name] !== `${base}mf-manifest.json`) return null;
      const manifest = json(path.join(root, 'mf-manifest.json')) as Manifest | null;
      if (!manifest) return null;
      const app = manifest.exposes?.find((e) => e.path === './App');
      const entry = manifest.metaData?.remoteEntry;
      const groups = (json(path.join(root, 'chunk-groups.json')) ?? {}) as Record<string, string[]>;
      return {
        manifest,
        entry: `${base}${entry?.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry?.name ?? 'remoteEntry.js'}`,
        exposeJs: urlsIn(base, app?.assets?.js?.sync),
        exposeCss: urlsIn(base, app?.assets?.css?.sync),
        groups: Object.fromEntries(Object.entries(groups).map(([request, files]) => [request, urlsIn(base, files)])),
      };
    },
  };
}
