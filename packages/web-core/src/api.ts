/**
 * apiFetch: calls the gateway's /api with the session's Bearer token, adds the user's e-mail as
 * the `email` query parameter when asked (`withEmail`, where the spec says so: '' for visitors),
 * refreshes the access token first when it expires within a minute (the session store's
 * getAccessToken), once more on a 401 and retries, and turns error answers
 * (`{ code, message, fields? }`) into ApiError.
 */
import { useSession } from '@phjobs/web-core/session';
import { takePreloadedAnswer } from './page-data';

export type QueryValue = string | number | boolean | null | undefined;

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  /** Adds `email=<the user's e-mail or ''>` to the query (the spec's list and my-page calls). */
  withEmail?: boolean;
  signal?: AbortSignal;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function buildUrl(path: string, query: ApiOptions['query'], email: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  if (email !== null) params.set('email', email);
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function errorOf(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    /* not JSON */
  }
  const obj = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = typeof obj.code === 'string' ? obj.code : `http/${res.status}`;
  const message = typeof obj.message === 'string' && obj.message ? obj.message : `${res.status} ${res.statusText || 'Request failed'}`.trim();
  const fields = obj.fields && typeof obj.fields === 'object' ? (obj.fields as Record<string, string>) : undefined;
  return new ApiError(res.status, code, message, fields);
}

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const send = (token: string | null) => {
    const email = options.withEmail ? (useSession.getState().user?.email ?? '') : null;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    return fetch(buildUrl(path, options.query, email), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  };

  let res: Response;
  try {
    const token = await useSession.getState().getAccessToken();
    if (!token) {
      // a visitor's first call of the page: the gateway may have put its answer in the page
      const email = options.withEmail ? '' : null;
      const preloaded = takePreloadedAnswer(options.method ?? (options.body === undefined ? 'GET' : 'POST'), buildUrl(path, options.query, email), options.body);
      if (preloaded.found) return preloaded.value as T;
    }
    res = await send(token);
    if (res.status === 401 && token) {
      const fresh = await useSession.getState().refresh();
      if (fresh && fresh !== token) res = await send(fresh);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Could not reach the server. Check your connection.');
  }
  if (!res.ok) throw await errorOf(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(res.status, 'http/invalid-json', 'The server sent an unreadable answer.');
  }
}

/** URL of a stored file (ad images, logos): `/files/<key>`, each path segment encoded. */
export function fileUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return `/files/${key.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}
