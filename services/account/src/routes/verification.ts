import {
  normalizePhone,
  VERIFICATION_ERRORS,
  ZCaptchaVerifyRequest,
  ZSendEmailCodeRequest,
  ZSendVerifySmsRequest,
  ZVerifyEmailCodeRequest,
  ZVerifySmsQuery,
  type CaptchaVerifyResponse,
  type SendCodeResponse,
  type VerifyCodeResponse,
} from '@phjobs/contracts/account';
import { AUTH_ERRORS } from '@phjobs/contracts/auth';
import { requireUser } from '@phjobs/service-kit/auth';
import { conflict, forbidden, HttpError, notFound } from '@phjobs/service-kit/errors';
import { parse } from '@phjobs/service-kit/validate';
import type { Request, Response, Router } from 'express';
import type { AccountDb } from '../db.ts';
import { codeMail, smsText } from '../domain/verification/messages.ts';
import { sendCode } from '../domain/verification/send-code.ts';
import { verifyCode } from '../domain/verification/verify-code.ts';
import type { BuiltinCaptcha } from '../providers/captcha.ts';
import type { AccountProviders } from '../providers/config.ts';
import { withRetryAfter } from './retry-after.ts';

type Deps = { db: AccountDb; providers: AccountProviders };

const captchaError = (field: string, message: string = VERIFICATION_ERRORS.captcha.message) =>
  new HttpError(400, VERIFICATION_ERRORS.captcha.code, message, { [field]: message });

export const clientIp = (req: Request) => req.header('x-forwarded-for')?.split(',')[0]?.trim() || req.socket.remoteAddress || undefined;

const noStore = (res: Response) => res.setHeader('cache-control', 'no-store');

/** E-mail and SMS codes, and the captcha that guards the SMS send. */
export function verificationRoutes(router: Router, { db, providers }: Deps): void {
  const { codeSecret, mail, sms, captcha } = providers;

  router.post('/api/auth/email/sendCode', async (req, res) => {
    const body = parse(ZSendEmailCodeRequest, req.body);
    let userId: number | undefined;
    if (body.purpose === 'signup') {
      const taken = await db.user.findUnique({ where: { email: body.email }, select: { id: true } });
      if (taken) throw conflict(AUTH_ERRORS.emailTaken.code, AUTH_ERRORS.emailTaken.message);
    } else {
      const principal = requireUser(res);
      if (principal.email.toLowerCase() !== body.email) throw forbidden('The email does not belong to the signed-in user.');
      userId = Number(principal.userId);
    }
    const sent = await withRetryAfter(res, () =>
      sendCode(db, codeSecret, { channel: 'email', purpose: body.purpose, target: body.email, userId, deliver: (code) => mail.send(codeMail(body.email, code, body.purpose)) }),
    );
    const answer: SendCodeResponse = sent;
    res.status(201).json(answer);
  });

  router.post('/api/auth/email/verifyCode', async (req, res) => {
    const body = parse(ZVerifyEmailCodeRequest, req.body);
    const verified = await verifyCode(db, codeSecret, { verificationId: body.verificationId, channel: 'email', code: body.code });
    noStore(res);
    const answer: VerifyCodeResponse = { verified: true, verificationToken: verified.verificationToken, expiresIn: verified.expiresIn };
    res.json(answer);
  });

  router.post('/api/employer/sendVerifySms', async (req, res) => {
    const body = parse(ZSendVerifySmsRequest, req.body);
    const target = normalizePhone(body.phoneNumber);
    const passed = await captcha.verify({ token: body.token, target, remoteIp: clientIp(req), host: body.reqHost });
    if (!passed) throw captchaError('token');
    const sent = await withRetryAfter(res, () =>
      sendCode(db, codeSecret, { channel: 'sms', purpose: 'phone', target, deviceId: body.deviceId, deliver: (code) => sms.send(target, smsText(code)) }),
    );
    const answer: SendCodeResponse = sent;
    res.status(201).json(answer);
  });

  const verifySms = async (input: unknown, res: Response) => {
    const query = parse(ZVerifySmsQuery, input);
    const verified = await verifyCode(db, codeSecret, { verificationId: query.verificationId, channel: 'sms', target: normalizePhone(query.phoneNumber), code: query.code });
    noStore(res);
    const answer: VerifyCodeResponse = { verified: true, verificationToken: verified.verificationToken, expiresIn: verified.expiresIn };
    res.json(answer);
  };
  for (const path of ['/api/individual/verifySms', '/api/employer/verifySms']) {
    router.get(path, (req, res) => verifySms(req.query, res));
    router.post(path, (req, res) => verifySms(req.body, res));
  }

  router.get('/api/auth/captcha', async (_req, res) => {
    noStore(res);
    res.json(await captcha.challenge());
  });

  router.post('/api/auth/captcha/verify', async (req, res) => {
    if (!isBuiltin(captcha)) throw notFound('The built-in captcha is not in use.');
    const body = parse(ZCaptchaVerifyRequest, req.body);
    const pass = await captcha.answer(body.challengeId, body.answer);
    if (!pass) throw captchaError('answer', 'The answer is not correct. Please try a new question.');
    noStore(res);
    const answer: CaptchaVerifyResponse = pass;
    res.json(answer);
  });
}

const isBuiltin = (captcha: AccountProviders['captcha']): captcha is BuiltinCaptcha => captcha.kind === 'builtin' && 'answer' in captcha;
