/**
 * The data block the gateway writes into a page (packages/contracts page-data.ts): the runtime
 * config, the remotes' manifests and the answers of the route's first calls as a visitor gets
 * them. Read once per page and kept on `globalThis`, so that the shell and every remote (each
 * bundles its own copy of this module) share it, and an answer is taken only once.
 */
import { PAGE_DATA_ID, preloadKey, type PageData } from '@phjobs/contracts/page-data';

const GLOBAL_KEY = '__phjobsPageData';
type Holder = { data: PageData };
type WithHolder = typeof globalThis & { [GLOBAL_KEY]?: Holder };

function read(): PageData {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as PageData) : {};
  } catch {
    return {};
  }
}

function holder(): Holder {
  const g = globalThis as WithHolder;
  g[GLOBAL_KEY] ??= { data: read() };
  return g[GLOBAL_KEY];
}

/** The page's data block ({} when the page has none: a test, a page served without the gateway). */
export function pageData(): PageData {
  return holder().data;
}

/**
 * The answer the page carries for this call, taken once: a visitor's first list page, ad or
 * banners. `url` is the path with its query as sent.
 */
export function takePreloadedAnswer(method: string, url: string, body?: unknown): { found: true; value: unknown } | { found: false } {
  const answers = holder().data.answers;
  if (!answers) return { found: false };
  const key = preloadKey(method, url, body);
  if (!Object.prototype.hasOwnProperty.call(answers, key)) return { found: false };
  const value = answers[key];
  delete answers[key];
  return { found: true, value };
}

/** Reads the page again (tests). */
export function resetPageData(): void {
  delete (globalThis as WithHolder)[GLOBAL_KEY];
}
