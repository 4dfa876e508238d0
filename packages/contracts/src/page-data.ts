/**
 * The data block the gateway writes into a page (`<script type="application/json" id="phjobs-data">`,
 * zod-free: the shell and web-core read it), so that the first screen needs no more round trips:
 * the runtime config (what `/config.json` answers), the remotes' manifests, and the answers of the
 * route's first API calls as a visitor gets them (the list's first page, the ad, the home's
 * banners). A visitor's first call whose key matches takes its answer from here, once; a member's
 * calls (with a token) never do.
 */

export const PAGE_DATA_ID = 'phjobs-data';

export type PageData = {
  /** What `/config.json` answers: remote name -> manifest URL, the maps key. */
  config?: { remotes: Record<string, string>; googleMapsApiKey: string | null };
  /** Manifest URL (as in config.remotes) -> the manifest. */
  manifests?: Record<string, unknown>;
  /** preloadKey(method, url, body) -> the answer. */
  answers?: Record<string, unknown>;
};

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Plain string order (no localeCompare: its first use loads the browser's ICU data, ~100 ms). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The key of a call: method, path, the query sorted (a visitor's empty `email` left out) and the
 * body as JSON with sorted keys. `url` is a path with its query ('/api/jobAds/allJobs?pageNo=1').
 */
export function preloadKey(method: string, url: string, body?: unknown): string {
  const [pathname = '', search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  const query = [...params.entries()].filter(([key, value]) => !(key === 'email' && value === '')).sort(([a, av], [b, bv]) => byCodeUnits(a, b) || byCodeUnits(av, bv));
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return `${method.toUpperCase()} ${pathname}${qs ? `?${qs}` : ''}${body === undefined || body === null ? '' : ` ${JSON.stringify(canonical(body))}`}`;
}
