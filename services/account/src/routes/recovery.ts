import {
  normalizePhone,
  ZFindEmailRequest,
  ZFindIdRequest,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  type FindEmailResponse,
  type FindIdResponse,
  type SendCodeResponse,
} from '@phjobs/contracts/account';
import { notFound } from '@phjobs/service-kit/errors';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { AccountDb } from '../db.ts';
import { findBusinessEmails } from '../domain/recovery/find-business-emails.ts';
import { findIndividualIds } from '../domain/recovery/find-individual-ids.ts';
import { findPasswordMember } from '../domain/recovery/find-password-member.ts';
import { resetPassword } from '../domain/recovery/reset-password.ts';
import { consumeProof } from '../domain/verification/consume-proof.ts';
import { codeMail } from '../domain/verification/messages.ts';
import { sendCode } from '../domain/verification/send-code.ts';
import type { AccountProviders } from '../providers/config.ts';
import { withRetryAfter } from './retry-after.ts';

type Deps = { db: AccountDb; providers: AccountProviders };

const NOT_FOUND_MESSAGE = 'No member matches the information entered.';

/** Forgot ID, Forgot Email, Forgot password: a 2xx with data when found, 404 otherwise. */
export function recoveryRoutes(router: Router, { db, providers }: Deps): void {
  /** The phone proof is used up whether or not a member matches: one lookup per verification. */
  const usePhoneProof = (token: string, phoneNumber: string) =>
    db.$transaction((tx) => consumeProof(tx, { token, channel: 'sms', target: normalizePhone(phoneNumber), purposes: ['phone'], field: 'phoneVerificationToken' }));

  router.post('/api/auth/findId', async (req, res) => {
    const body = parse(ZFindIdRequest, req.body);
    await usePhoneProof(body.phoneVerificationToken, body.phoneNumber);
    const list = await findIndividualIds(db, body.fullName, body.phoneNumber);
    if (list.length === 0) throw notFound(NOT_FOUND_MESSAGE);
    res.setHeader('cache-control', 'no-store');
    const answer: FindIdResponse = { list, count: list.length };
    res.json(answer);
  });

  router.post('/api/auth/findEmail', async (req, res) => {
    const body = parse(ZFindEmailRequest, req.body);
    await usePhoneProof(body.phoneVerificationToken, body.phoneNumber);
    const list = await findBusinessEmails(db, body);
    if (list.length === 0) throw notFound(NOT_FOUND_MESSAGE);
    res.setHeader('cache-control', 'no-store');
    const answer: FindEmailResponse = { list, count: list.length };
    res.json(answer);
  });

  router.post('/api/auth/forgotPassword', async (req, res) => {
    const body = parse(ZForgotPasswordRequest, req.body);
    const member = await findPasswordMember(db, body);
    if (!member) throw notFound(NOT_FOUND_MESSAGE);
    const sent = await withRetryAfter(res, () =>
      sendCode(db, providers.codeSecret, {
        channel: 'email',
        purpose: 'password-reset',
        target: body.email,
        userId: member.userId,
        deliver: (code) => providers.mail.send(codeMail(body.email, code, 'password-reset')),
      }),
    );
    const answer: SendCodeResponse = sent;
    res.status(201).json(answer);
  });

  router.post('/api/auth/forgotPassword/reset', async (req, res) => {
    const body = parse(ZResetPasswordRequest, req.body);
    await resetPassword(db, body.verificationToken, body.password);
    res.status(204).end();
  });
}
