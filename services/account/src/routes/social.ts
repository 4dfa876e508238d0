import { SOCIAL_LANDING, ZSocialStartQuery, type AuthProvidersResponse, type SocialTicketResponse } from '@phjobs/contracts/account';
import type { SocialProvider } from '@phjobs/contracts/auth';
import { notFound } from '@phjobs/service-kit/errors';
import { parse } from '@phjobs/service-kit/validate';
import express, { type CookieOptions, type Request, type Response, type Router } from 'express';
import type { AccountDb } from '../db.ts';
import { completeSocialLogin } from '../domain/social/complete-social-login.ts';
import { peekSocialTicket } from '../domain/social/signup-ticket.ts';
import { SOCIAL_LOGIN_TTL_MS, startSocialLogin } from '../domain/social/start-social-login.ts';
import { startSession } from '../domain/start-session.ts';
import type { AccountProviders } from '../providers/config.ts';
import { isHttps, readCookie, setSessionCookie } from './session-cookie.ts';

type Deps = { db: AccountDb; privateKey: string; providers: AccountProviders };

export const SOCIAL_COOKIE = 'oidc_browser';
const SOCIAL_COOKIE_PATH = '/api/auth/social';

/**
 * Apple answers with a cross-site form POST: the browser cookie must be SameSite=None (so Secure,
 * so https) to come along. Over plain http (local work) it is Lax, enough for GET callbacks.
 */
const socialCookie = (req: Request): CookieOptions =>
  isHttps(req) ? { httpOnly: true, secure: true, sameSite: 'none', path: SOCIAL_COOKIE_PATH } : { httpOnly: true, sameSite: 'lax', path: SOCIAL_COOKIE_PATH };

/** Social login over OpenID Connect; only configured providers exist. */
export function socialRoutes(router: Router, { db, privateKey, providers }: Deps): void {
  const { social, publicUrl } = providers;
  const redirectUri = (provider: SocialProvider) => `${publicUrl}/api/auth/social/${provider}/callback`;
  const providerOf = (req: Request): SocialProvider => {
    const provider = req.params.provider;
    if (typeof provider !== 'string' || !social.has(provider)) throw notFound('No such login provider.');
    return provider;
  };

  router.get('/api/auth/providers', (_req, res) => {
    const answer: AuthProvidersResponse = { providers: social.providers().map((p) => ({ ...p, startUrl: `/api/auth/social/${p.id}/start` })) };
    res.json(answer);
  });

  router.get('/api/auth/social/:provider/start', async (req, res) => {
    const provider = providerOf(req);
    const { returnTo } = parse(ZSocialStartQuery, req.query);
    const { url, browserSecret } = await startSocialLogin(db, social, { provider, redirectUri: redirectUri(provider), returnTo });
    res.cookie(SOCIAL_COOKIE, browserSecret, { ...socialCookie(req), maxAge: SOCIAL_LOGIN_TTL_MS });
    res.setHeader('cache-control', 'no-store');
    res.redirect(302, url.href);
  });

  const callback = async (req: Request, res: Response, params: URLSearchParams) => {
    const provider = providerOf(req);
    const outcome = await completeSocialLogin(db, social, { provider, params, browserSecret: readCookie(req, SOCIAL_COOKIE), redirectUri: redirectUri(provider) });
    res.clearCookie(SOCIAL_COOKIE, socialCookie(req));
    res.setHeader('cache-control', 'no-store');
    if (outcome.kind === 'login') {
      setSessionCookie(req, res, await startSession(db, privateKey, outcome.user));
      res.redirect(302, `${SOCIAL_LANDING.login}?${new URLSearchParams({ result: 'login', provider, returnTo: outcome.returnTo })}`);
    } else if (outcome.kind === 'signup') {
      res.redirect(302, `${SOCIAL_LANDING.signup}?${new URLSearchParams({ provider: outcome.provider, ticket: outcome.ticket })}`);
    } else {
      res.redirect(302, `${SOCIAL_LANDING.login}?${new URLSearchParams({ result: 'error', provider, reason: outcome.reason })}`);
    }
  };
  const toParams = (value: unknown) => {
    const params = new URLSearchParams();
    if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) if (typeof v === 'string') params.append(key, v);
    return params;
  };
  router.get('/api/auth/social/:provider/callback', (req, res) => callback(req, res, toParams(req.query)));
  router.post('/api/auth/social/:provider/callback', express.urlencoded({ extended: false, limit: '32kb' }), (req, res) => callback(req, res, toParams(req.body)));

  router.get('/api/auth/social/ticket', async (req, res) => {
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : '';
    const found = ticket.length >= 16 && ticket.length <= 200 ? await peekSocialTicket(db, ticket) : null;
    const provider = found ? social.providers().find((p) => p.id === found.provider)?.id : undefined;
    if (!found || !provider) throw notFound('The sign-up ticket is not valid. Please sign in with the provider again.');
    res.setHeader('cache-control', 'no-store');
    const answer: SocialTicketResponse = { provider, email: found.email, fullName: found.fullName };
    res.json(answer);
  });
}
