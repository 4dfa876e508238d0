import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { InvitationCodes } from '../clients/invitation-codes.ts';
import { isUniqueViolation, type AccountDb } from '../data/db.ts';
import { registerBusiness } from '../domain/register-business.ts';
import { registerIndividual } from '../domain/register-individual.ts';
import { startSession } from '../domain/start-session.ts';
import { sessionAnswer } from './session-cookie.ts';

type Deps = { db: AccountDb; privateKey: string; invitationCodes: InvitationCodes };

/** Sign-up calls of the spec. A 201 answers like a login, so the client is logged in at once. */
export function signupHandlers({ db, privateKey, invitationCodes }: Deps): Handlers<typeof ACCOUNT_API, 'individualSignup' | 'employerSignup' | 'masterSignup'> {
  return {
    individualSignup: async ({ body, req, res }) => {
      const user = await registerIndividual(db, isUniqueViolation, body);
      return sessionAnswer(req, res, await startSession(db, privateKey, user));
    },
    employerSignup: async ({ body, req, res }) => {
      const user = await registerBusiness(db, isUniqueViolation, invitationCodes, body, 'company');
      return sessionAnswer(req, res, await startSession(db, privateKey, user));
    },
    masterSignup: async ({ body, req, res }) => {
      const user = await registerBusiness(db, isUniqueViolation, invitationCodes, body, 'master.company');
      return sessionAnswer(req, res, await startSession(db, privateKey, user));
    },
  };
}
