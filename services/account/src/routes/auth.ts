import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import { unauthorized } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountDb } from '../data/db.ts';
import { endSession } from '../domain/end-session.ts';
import { getMember } from '../domain/get-member.ts';
import { logIn } from '../domain/log-in.ts';
import { rotateSession } from '../domain/rotate-session.ts';
import { startSession } from '../domain/start-session.ts';
import { withRetryAfter } from './retry-after.ts';
import { clearSessionCookie, readRefreshCookie, sessionAnswer } from './session-cookie.ts';

type Deps = { db: AccountDb; privateKey: string };

export function authHandlers({ db, privateKey }: Deps): Handlers<typeof ACCOUNT_API, 'login' | 'refresh' | 'logout' | 'me'> {
  return {
    login: async ({ body, req, res }) => sessionAnswer(req, res, await startSession(db, privateKey, await withRetryAfter(res, () => logIn(db, body)))),

    refresh: async ({ req, res }) => {
      try {
        return sessionAnswer(req, res, await rotateSession(db, privateKey, readRefreshCookie(req)));
      } catch (error) {
        clearSessionCookie(req, res);
        throw error;
      }
    },

    logout: async ({ req, res }) => {
      await endSession(db, readRefreshCookie(req));
      clearSessionCookie(req, res);
    },

    me: async ({ principal }) => {
      const user = await getMember(db, Number(principal.userId));
      if (!user) throw unauthorized();
      return user;
    },
  };
}
