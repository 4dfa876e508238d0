import { normalizePhone } from '@phjobs/contracts/account';
import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import { businessMembersByCompany } from '../data/business-members.ts';
import type { AccountDb } from '../data/db.ts';
import { verificationSql } from '../data/verifications.ts';
import { findBusinessEmails } from '../domain/recovery/find-business-emails.ts';
import { findIndividualIds } from '../domain/recovery/find-individual-ids.ts';
import { findPasswordMember } from '../domain/recovery/find-password-member.ts';
import { resetPassword } from '../domain/recovery/reset-password.ts';
import { consumeProof } from '../domain/verification/consume-proof.ts';
import { codeMail } from '../domain/verification/messages.ts';
import { sendCode } from '../domain/verification/send-code.ts';
import type { MailSender } from '../clients/mail.ts';
import { withRetryAfter } from './retry-after.ts';

type Deps = { db: AccountDb; mail: MailSender; codeSecret: string };

const NOT_FOUND_MESSAGE = 'No member matches the information entered.';

/** Forgot ID, Forgot Email, Forgot password: a 2xx with data when found, 404 otherwise. */
export function recoveryHandlers({ db, mail, codeSecret }: Deps): Handlers<typeof ACCOUNT_API, 'findId' | 'findEmail' | 'forgotPassword' | 'resetPassword'> {
  /** The phone proof is used up whether or not a member matches: one lookup per verification. */
  const usePhoneProof = (token: string, phoneNumber: string) =>
    db.$transaction((tx) => consumeProof(tx, { token, channel: 'sms', target: normalizePhone(phoneNumber), purposes: ['phone'], field: 'phoneVerificationToken' }));

  return {
    findId: async ({ body, res }) => {
      await usePhoneProof(body.phoneVerificationToken, body.phoneNumber);
      const list = await findIndividualIds(db, body.fullName, body.phoneNumber);
      if (list.length === 0) throw notFound(NOT_FOUND_MESSAGE);
      res.setHeader('cache-control', 'no-store');
      return { list, count: list.length };
    },

    findEmail: async ({ body, res }) => {
      await usePhoneProof(body.phoneVerificationToken, body.phoneNumber);
      const list = await findBusinessEmails((company) => businessMembersByCompany(db, company), body);
      if (list.length === 0) throw notFound(NOT_FOUND_MESSAGE);
      res.setHeader('cache-control', 'no-store');
      return { list, count: list.length };
    },

    forgotPassword: async ({ body, res }) => {
      const member = await findPasswordMember(db, body);
      if (!member) throw notFound(NOT_FOUND_MESSAGE);
      return withRetryAfter(res, () =>
        sendCode(db, verificationSql, codeSecret, {
          channel: 'email',
          purpose: 'password-reset',
          target: body.email,
          userId: member.userId,
          deliver: (code) => mail.send(codeMail(body.email, code, 'password-reset')),
        }),
      );
    },

    resetPassword: async ({ body }) => {
      await resetPassword(db, body.verificationToken, body.password);
    },
  };
}
