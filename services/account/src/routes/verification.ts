import { normalizePhone, type VerifyCodeResponse } from '@phjobs/contracts/account';
import { VERIFICATION_ERRORS, AUTH_ERRORS } from '@phjobs/contracts/messages';
import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { Request, Response } from 'express';
import type { AccountDb } from '../data/db.ts';
import { verificationSql } from '../data/verifications.ts';
import { codeMail, smsText } from '../domain/verification/messages.ts';
import { sendCode } from '../domain/verification/send-code.ts';
import { verifyCode } from '../domain/verification/verify-code.ts';
import type { BuiltinCaptcha } from '../clients/captcha.ts';
import type { AccountClients } from '../clients/account-clients.ts';
import { withRetryAfter } from './retry-after.ts';

type Deps = { db: AccountDb; clients: Pick<AccountClients, 'mail' | 'sms' | 'captcha'>; codeSecret: string };

type VerificationRoute =
  | 'sendEmailCode'
  | 'verifyEmailCode'
  | 'sendVerifySms'
  | 'individualVerifySms'
  | 'individualVerifySmsByBody'
  | 'employerVerifySms'
  | 'employerVerifySmsByBody'
  | 'captcha'
  | 'captchaVerify';

const captchaError = (field: string, message: string = VERIFICATION_ERRORS.captcha.message) =>
  new HttpError(400, VERIFICATION_ERRORS.captcha.code, message, { [field]: message });

export const clientIp = (req: Request) => req.header('x-forwarded-for')?.split(',')[0]?.trim() || req.socket.remoteAddress || undefined;

const noStore = (res: Response) => res.setHeader('cache-control', 'no-store');

/** E-mail and SMS codes, and the captcha that guards the SMS send. */
export function verificationHandlers({ db, clients, codeSecret }: Deps): Handlers<typeof ACCOUNT_API, VerificationRoute> {
  const { mail, sms, captcha } = clients;

  /** GET (query) or POST (body) of /api/individual/verifySms and /api/employer/verifySms. */
  const verifySms = async (input: { code: string; phoneNumber: string; verificationId?: string | undefined }, res: Response): Promise<VerifyCodeResponse> => {
    const verified = await verifyCode(db, verificationSql, codeSecret, { verificationId: input.verificationId, channel: 'sms', target: normalizePhone(input.phoneNumber), code: input.code });
    noStore(res);
    return { verified: true, verificationToken: verified.verificationToken, expiresIn: verified.expiresIn };
  };

  return {
    sendEmailCode: async ({ principal, body, res }) => {
      let userId: number | undefined;
      if (body.purpose === 'signup') {
        const taken = await db.user.findUnique({ where: { email: body.email }, select: { id: true } });
        if (taken) throw conflict(AUTH_ERRORS.emailTaken.code, AUTH_ERRORS.emailTaken.message);
      } else {
        if (!principal) throw unauthorized();
        if (principal.email.toLowerCase() !== body.email) throw forbidden('The email does not belong to the signed-in user.');
        userId = Number(principal.userId);
      }
      return withRetryAfter(res, () =>
        sendCode(db, verificationSql, codeSecret, { channel: 'email', purpose: body.purpose, target: body.email, userId, deliver: (code) => mail.send(codeMail(body.email, code, body.purpose)) }),
      );
    },

    verifyEmailCode: async ({ body, res }) => {
      const verified = await verifyCode(db, verificationSql, codeSecret, { verificationId: body.verificationId, channel: 'email', code: body.code });
      noStore(res);
      return { verified: true, verificationToken: verified.verificationToken, expiresIn: verified.expiresIn };
    },

    sendVerifySms: async ({ body, req, res }) => {
      const target = normalizePhone(body.phoneNumber);
      const passed = await captcha.verify({ token: body.token, target, remoteIp: clientIp(req), host: body.reqHost });
      if (!passed) throw captchaError('token');
      return withRetryAfter(res, () =>
        sendCode(db, verificationSql, codeSecret, { channel: 'sms', purpose: 'phone', target, deviceId: body.deviceId, deliver: (code) => sms.send(target, smsText(code)) }),
      );
    },

    individualVerifySms: ({ query, res }) => verifySms(query, res),
    individualVerifySmsByBody: ({ body, res }) => verifySms(body, res),
    employerVerifySms: ({ query, res }) => verifySms(query, res),
    employerVerifySmsByBody: ({ body, res }) => verifySms(body, res),

    captcha: async ({ res }) => {
      noStore(res);
      return captcha.challenge();
    },

    captchaVerify: async ({ body, res }) => {
      if (!isBuiltin(captcha)) throw notFound('The built-in captcha is not in use.');
      const pass = await captcha.answer(body.challengeId, body.answer);
      if (!pass) throw captchaError('answer', 'The answer is not correct. Please try a new question.');
      noStore(res);
      return pass;
    },
  };
}

const isBuiltin = (captcha: AccountClients['captcha']): captcha is BuiltinCaptcha => captcha.kind === 'builtin' && 'answer' in captcha;
