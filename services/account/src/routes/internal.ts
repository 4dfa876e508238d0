import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountDb } from '../data/db.ts';
import { getBusinessSignup } from '../domain/get-business-signup.ts';
import { getMemberProfile } from '../domain/get-member-profile.ts';
import { changeContact } from '../domain/member/change-contact.ts';
import { endedSessions } from '../domain/ended-sessions.ts';

/** Service-to-service calls (x-service-token, checked by the kit); the gateway never routes /internal. */
export function internalHandlers({ db }: { db: AccountDb }): Handlers<typeof ACCOUNT_API, 'businessSignup' | 'memberProfile' | 'contactChange' | 'endedSessions'> {
  return {
    businessSignup: async ({ params }) => {
      const id = Number(params.id);
      const details = Number.isSafeInteger(id) && id > 0 ? await getBusinessSignup(db, id) : null;
      if (!details) throw notFound('No such business member.');
      return details;
    },

    /** ZMemberProfile (contracts/applications) plus address and photoKey; 404 for unknown and withdrawn members. */
    memberProfile: async ({ params }) => {
      const id = Number(params.id);
      const profile = Number.isSafeInteger(id) && id > 0 ? await getMemberProfile(db, id) : null;
      if (!profile) throw notFound('No such member.');
      return profile;
    },

    /** The gateway: sessions ended after `since` (at most an access token's lifetime back). */
    endedSessions: ({ query }) => endedSessions(db, new Date(query.since)),

    /** services/employer: spends the identity check and the new phone's proof, stores the phone (204; 400 fields; 404). */
    contactChange: async ({ params, body }) => {
      await changeContact(db, Number(params.id), body);
    },
  };
}
