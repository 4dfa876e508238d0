/**
 * The session store (zustand): `{ accessToken, user }` plus login / refresh / logout.
 *
 * ONE instance per page: the shell and every remote import it as `@phjobs/ui/session`, a module
 * shared as a Module Federation singleton (eager in the shell, `import: false` in remotes; see
 * packages/web-build). Never import it by a relative path, or a remote would get its own copy.
 *
 * The refresh token is an httpOnly cookie (`rt`, path /api/auth): the browser sends it with
 * same-origin calls. The access token lives in memory only.
 */
import { create } from 'zustand';
import type { UserType } from '@phjobs/contracts/codes';
import { jwtExpiry, refreshDelay } from './jwt';

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
  user: SessionUser | null;
  /** 'unknown' until the first refresh on start has answered. */
  status: SessionStatus;
  login: (email: string, password: string, userType: LoginType) => Promise<SessionUser>;
  /** Asks for a new access token with the refresh cookie; null (and logged out) when refused. */
  refresh: () => Promise<string | null>;
  logout: () => Promise<void>;
  /** Adopts a login answer given by another call (a 2xx sign-up answers like login). */
  accept: (answer: { accessToken: string; user: SessionUser }) => void;
};

export class LoginError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

type AuthAnswer = { accessToken: string; user: SessionUser };

const isAuthAnswer = (value: unknown): value is AuthAnswer =>
  !!value &&
  typeof value === 'object' &&
  'accessToken' in value &&
  typeof value.accessToken === 'string' &&
  'user' in value &&
  !!value.user &&
  typeof value.user === 'object';

let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let refreshing: Promise<string | null> | null = null;

function schedule(token: string | null, refresh: () => Promise<unknown>) {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
  const exp = jwtExpiry(token);
  if (token && exp !== null) refreshTimer = setTimeout(() => void refresh(), refreshDelay(exp, Date.now()));
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

/** True for a body shaped like the login answer `{ accessToken, user }`. */
export const isLoginAnswer = (value: unknown): value is { accessToken: string; user: SessionUser } => isAuthAnswer(value);

export const useSession = create<SessionState>()((set, get) => {
  const signIn = (answer: AuthAnswer) => {
    set({ accessToken: answer.accessToken, user: answer.user, status: 'ready' });
    schedule(answer.accessToken, get().refresh);
  };
  const signOut = () => {
    schedule(null, get().refresh);
    set({ accessToken: null, user: null, status: 'ready' });
  };

  return {
    accessToken: null,
    user: null,
    status: 'unknown',

    async login(email, password, userType) {
      let res: Response;
      try {
        res = await postJson('/api/auth/login', { email, password, userType });
      } catch (error) {
        throw new LoginError(0, 'network', error instanceof Error ? error.message : 'Network error');
      }
      const body = await readJsonBody(res);
      if (!res.ok || !isAuthAnswer(body)) {
        const code = body && typeof body === 'object' && 'code' in body ? String(body.code) : 'auth/unauthorized';
        const message = body && typeof body === 'object' && 'message' in body ? String(body.message) : res.statusText;
        throw new LoginError(res.status, code, message);
      }
      signIn(body);
      return body.user;
    },

    refresh() {
      if (refreshing) return refreshing;
      refreshing = (async () => {
        try {
          const res = await postJson('/api/auth/refresh');
          const body = await readJsonBody(res);
          if (res.ok && isAuthAnswer(body)) {
            signIn(body);
            return body.accessToken;
          }
          signOut();
          return null;
        } catch {
          // network failure: keep what we have (a visitor stays a visitor)
          set({ status: 'ready' });
          return null;
        } finally {
          refreshing = null;
        }
      })();
      return refreshing;
    },

    accept(answer) {
      signIn(answer);
    },

    async logout() {
      try {
        await postJson('/api/auth/logout');
      } catch {
        /* the local session ends anyway */
      }
      signOut();
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
