import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, type LoginResponse } from '@phjobs/contracts/auth';
import type { CookieOptions, Request, Response } from 'express';
import type { Session } from '../domain/start-session.ts';

/** Secure when the request came over https (directly, or through the gateway / a load balancer). */
export const isHttps = (req: Request) => req.secure || req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

const cookieOptions = (req: Request): CookieOptions => ({ httpOnly: true, sameSite: 'lax', path: REFRESH_COOKIE_PATH, secure: isHttps(req) });

/** Sets the refresh cookie `rt` of a new session (social login: then a redirect, no JSON). */
export function setSessionCookie(req: Request, res: Response, session: Session): void {
  res.cookie(REFRESH_COOKIE, session.refreshToken, { ...cookieOptions(req), expires: session.refreshExpiresAt });
}

/** A login's answer: `{ accessToken, user }`, the refresh token set in the httpOnly cookie `rt`, not stored by caches. */
export function sessionAnswer(req: Request, res: Response, session: Session): LoginResponse {
  setSessionCookie(req, res, session);
  res.setHeader('cache-control', 'no-store');
  return { accessToken: session.accessToken, user: session.user };
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, cookieOptions(req));
}

export function readRefreshCookie(req: Request): string | undefined {
  return readCookie(req, REFRESH_COOKIE);
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.header('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value || undefined;
    }
  }
  return undefined;
}
