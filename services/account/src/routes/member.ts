import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountDb } from '../data/db.ts';
import { changePassword } from '../domain/member/change-password.ts';
import { verifyIdentity } from '../domain/member/verify-identity.ts';
import { withdrawMember } from '../domain/member/withdraw-member.ts';
import { clearSessionCookie } from './session-cookie.ts';

type Deps = { db: AccountDb };

/** Identity check, password change and withdrawal of the signed-in member (any member type). */
export function memberHandlers({ db }: Deps): Handlers<typeof ACCOUNT_API, 'verifyIdentity' | 'changePassword' | 'withdraw'> {
  return {
    verifyIdentity: async ({ principal, body, res }) => {
      const answer = await verifyIdentity(db, Number(principal.userId), body);
      res.setHeader('cache-control', 'no-store');
      return answer;
    },

    changePassword: async ({ principal, body, req, res }) => {
      await changePassword(db, Number(principal.userId), body.certifyToken, body.password);
      clearSessionCookie(req, res);
    },

    withdraw: async ({ principal, body, req, res }) => {
      await withdrawMember(db, Number(principal.userId), body.certifyToken);
      clearSessionCookie(req, res);
    },
  };
}
