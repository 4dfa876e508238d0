/**
 * The session store (zustand): `{ accessToken, expiresAt, user }` plus start / login / refresh /
 * logout. It calls the auth routes itself (plain fetch, by their declared paths in
 * @phjobs/contracts/routes/account): apiFetch depends on this store, not the other way round.
 *
 * ONE instance per page: the shell and every remote import it as `@phjobs/web-core/session`, a module
 * shared as a Module Federation singleton (eager in the shell, `import: false` in remotes; see
 * packages/web-build). Never import it by a relative path, or a remote would get its own copy.
 *
 * The refresh token is an httpOnly cookie (`rt`, path /api/auth): the browser sends it with
 * same-origin calls. The access token (15 minutes) is kept in this store and mirrored in the
 * device's localStorage, so that a page load, a reload or a new tab reuses it instead of spending
 * a refresh (`POST /api/auth/refresh` is rate limited per IP at the gateway). A refresh happens
 * only when there is no valid access token or it expires within a minute (`REFRESH_LEAD_MS`);
 * callers in one tab share the refresh in flight, and tabs take turns through a Web Lock, the
 * second one adopting the token the first one stored (the account service treats a refresh token
 * presented twice as stolen and ends the session). Other tabs follow a login, a refresh and a
 * logout through the storage event.
 */
import { create } from 'zustand';
import type { UserType } from '@phjobs/contracts/codes';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { jwtExpiry, refreshDelay } from './jwt';
import { readJson, removeKey, writeJson } from './storage';

export type SessionUser = {
  /** A number from services/account (ZAuthUser); kept open for other identity providers. */
  userId: string | number;
  userType: UserType;
  email: string;
  [field: string]: unknown;
};

/** What the login form sends: the business tab sends 'company', or 'master' with the toggle on. */
export type LoginType = 'individual' | 'company' | 'master';

export type SessionStatus = 'unknown' | 'ready';

export type SessionState = {
  accessToken: string | null;
  /** When the access token expires (epoch ms, from its `exp` claim); null when unknown. */
  expiresAt: number | null;
  user: SessionUser | null;
  /** 'unknown' until start() knows whether someone is signed in. */
  status: SessionStatus;
  /**
   * Once per page load: adopts the session this device stored when its token is still valid for
   * more than a minute, else asks for a new one with the refresh cookie. With no session stored,
   * the visitor is ready at once and the refresh runs after the page's load.
   */
  start: () => Promise<string | null>;
  login: (email: string, password: string, userType: LoginType) => Promise<SessionUser>;
  /** Asks for a new access token with the refresh cookie; null (and logged out) when refused. */
  refresh: () => Promise<string | null>;
  /** The access token to send: refreshed first when it expires within a minute; null for visitors. */
  getAccessToken: () => Promise<string | null>;
  logout: () => Promise<void>;
  /** Adopts a login answer given by another call (a 2xx sign-up answers like login). */
  accept: (answer: { accessToken: string; user: SessionUser }) => void;
};

export class LoginError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds to wait before trying again (a 429's Retry-After); null when not given. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

/** The device storage key of the session (`{ accessToken, user }`). */
export const SESSION_STORAGE_KEY = 'phjobs.session';
/** A token that expires within this is refreshed before use. */
export const REFRESH_LEAD_MS = 60_000;
/** After a refresh that failed without ending the session (429, 5xx, offline): wait at least this. */
const RETRY_MIN_MS = 30_000;
const LOCK_NAME = 'phjobs.session.refresh';

type AuthAnswer = { accessToken: string; user: SessionUser };

const isAuthAnswer = (value: unknown): value is AuthAnswer =>
  !!value &&
  typeof value === 'object' &&
  'accessToken' in value &&
  typeof value.accessToken === 'string' &&
  'user' in value &&
  !!value.user &&
  typeof value.user === 'object';

/** True for a body shaped like the login answer `{ accessToken, user }`. */
export const isLoginAnswer = (value: unknown): value is { accessToken: string; user: SessionUser } => isAuthAnswer(value);

const expiryOf = (token: string): number | null => {
  const exp = jwtExpiry(token);
  return exp === null ? null : exp * 1000;
};

/** Valid for more than REFRESH_LEAD_MS from now (a token without a readable expiry counts as valid). */
const isFresh = (expiresAt: number | null, now = Date.now()) => expiresAt === null || expiresAt - now > REFRESH_LEAD_MS;

function readStored(): AuthAnswer | null {
  const value = readJson<unknown>(SESSION_STORAGE_KEY, null);
  return isAuthAnswer(value) ? value : null;
}

/**
 * Seconds of a Retry-After header: a number of seconds, or an HTTP date. Null when absent or
 * unreadable.
 */
export function retryAfterSeconds(header: string | null, nowMs = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** Runs `task` while holding the cross-tab refresh lock (Web Locks); just runs it where there are none. */
async function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks: LockManager | undefined = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  if (!locks || typeof locks.request !== 'function') return task();
  return await locks.request(LOCK_NAME, task);
}

/** Runs `task` once the page has loaded (at once in a page that has; never outside a browser). */
function afterLoad(task: () => void) {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  const later = () => setTimeout(task, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let refreshing: Promise<string | null> | null = null;
/** No proactive refresh before this (epoch ms): set when one failed without ending the session. */
let retryNotBefore = 0;

function clearTimer() {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
}

async function postJson(path: string, body?: unknown, timeoutMs = 8000): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

async function readJsonBody(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>()((set, get) => {
  const scheduleRefresh = (delayMs: number) => {
    clearTimer();
    refreshTimer = setTimeout(() => void get().refresh(), delayMs);
  };

  /** Takes a session into this tab: the store, the refresh timer, and (unless it came from there) the device storage. */
  const adopt = (answer: AuthAnswer, persist: boolean) => {
    const expiresAt = expiryOf(answer.accessToken);
    set({ accessToken: answer.accessToken, expiresAt, user: answer.user, status: 'ready' });
    if (persist) writeJson(SESSION_STORAGE_KEY, { accessToken: answer.accessToken, user: answer.user });
    retryNotBefore = 0;
    if (expiresAt === null) clearTimer();
    else scheduleRefresh(refreshDelay(expiresAt / 1000, Date.now(), REFRESH_LEAD_MS));
  };

  const signOut = (persist: boolean) => {
    clearTimer();
    if (persist) removeKey(SESSION_STORAGE_KEY);
    set({ accessToken: null, expiresAt: null, user: null, status: 'ready' });
  };

  /** A refresh that failed without ending the session: keep what we have, try again later. */
  const keepAndRetryLater = (retryAfterMs: number) => {
    const wait = Math.max(RETRY_MIN_MS, retryAfterMs);
    retryNotBefore = Date.now() + wait;
    set({ status: 'ready' });
    const { accessToken, expiresAt } = get();
    if (accessToken) scheduleRefresh(wait);
    return accessToken && (expiresAt === null || expiresAt > Date.now()) ? accessToken : null;
  };

  const callRefresh = async (held: string | null): Promise<string | null> => {
    // Another tab may have refreshed while this one waited for the lock: use its token.
    const stored = readStored();
    if (stored && stored.accessToken !== held && isFresh(expiryOf(stored.accessToken))) {
      adopt(stored, false);
      return stored.accessToken;
    }
    let res: Response;
    try {
      res = await postJson(ACCOUNT_ROUTES.refresh.path);
    } catch {
      return keepAndRetryLater(RETRY_MIN_MS); // offline: a visitor stays a visitor, a member stays signed in
    }
    const body = await readJsonBody(res);
    if (res.ok && isAuthAnswer(body)) {
      adopt(body, true);
      return body.accessToken;
    }
    if (res.status === 401 || res.status === 403) {
      // refused: the refresh cookie is missing, expired or revoked
      signOut(true);
      return null;
    }
    // 429 or a server error: the session may well be alive, so it is not ended here
    return keepAndRetryLater((retryAfterSeconds(res.headers.get('retry-after')) ?? 0) * 1000);
  };

  const refresh = (): Promise<string | null> => {
    if (refreshing) return refreshing;
    const held = get().accessToken;
    refreshing = withTabLock(() => callRefresh(held)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  if (typeof window !== 'undefined') {
    // another tab logged in, refreshed or logged out
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      const stored = readStored();
      if (stored) {
        if (stored.accessToken !== get().accessToken) adopt(stored, false);
      } else if (get().user) {
        signOut(false);
      }
    });
  }

  return {
    accessToken: null,
    expiresAt: null,
    user: null,
    status: 'unknown',

    start() {
      const stored = readStored();
      if (stored && isFresh(expiryOf(stored.accessToken))) {
        adopt(stored, false);
        return Promise.resolve(stored.accessToken);
      }
      if (stored) return refresh();
      // Nothing kept on this device (never signed in here, or signed out): a visitor, at once, so
      // that the first screen does not wait for a refresh. One refresh once the page has loaded
      // still adopts a session whose cookie outlived the device's storage.
      set({ status: 'ready' });
      afterLoad(() => void refresh());
      return Promise.resolve(null);
    },

    async login(email, password, userType) {
      let res: Response;
      try {
        res = await postJson(ACCOUNT_ROUTES.login.path, { email, password, userType });
      } catch (error) {
        throw new LoginError(0, 'network', error instanceof Error ? error.message : 'Network error');
      }
      const body = await readJsonBody(res);
      if (!res.ok || !isAuthAnswer(body)) {
        const code = body && typeof body === 'object' && 'code' in body ? String(body.code) : res.status === 429 ? 'rate-limited' : 'auth/unauthorized';
        const message = body && typeof body === 'object' && 'message' in body ? String(body.message) : res.statusText;
        throw new LoginError(res.status, code, message, res.status === 429 ? retryAfterSeconds(res.headers.get('retry-after')) : null);
      }
      adopt(body, true);
      return body.user;
    },

    refresh,

    async getAccessToken() {
      if (refreshing) return refreshing;
      const { accessToken, expiresAt } = get();
      if (!accessToken) return null;
      if (isFresh(expiresAt)) return accessToken;
      // expiring within a minute (a sleeping device misses its timer): refresh first, unless a
      // refresh just failed without ending the session, then use the token while it lasts
      if (Date.now() < retryNotBefore) return expiresAt !== null && expiresAt > Date.now() ? accessToken : null;
      return refresh();
    },

    accept(answer) {
      adopt(answer, true);
    },

    async logout() {
      try {
        await postJson(ACCOUNT_ROUTES.logout.path);
      } catch {
        /* the local session ends anyway */
      }
      signOut(true);
    },
  };
});

/** The user's e-mail or '' for visitors (the spec's `email` query parameter). */
export const currentEmail = (): string => useSession.getState().user?.email ?? '';

export const isCompanyType = (userType: UserType | null | undefined): boolean =>
  userType === 'company' || userType === 'master.company';

/** Label of a user type for the header. */
export function userTypeLabel(userType: UserType | null | undefined): string {
  switch (userType) {
    case 'individual':
      return 'Individual';
    case 'company':
      return 'Business';
    case 'master.company':
      return 'Master';
    default:
      return 'Visitor';
  }
}
