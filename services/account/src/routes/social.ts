import { SOCIAL_LANDING } from '@phjobs/contracts/account';
import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import type { SocialProvider } from '@phjobs/contracts/auth';
import { fillPath, staticPrefix } from '@phjobs/contracts/route';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { CookieOptions, Request, Response } from 'express';
import type { SocialAuth } from '../clients/oidc.ts';
import type { AccountDb } from '../data/db.ts';
import { completeSocialLogin } from '../domain/social/complete-social-login.ts';
import { peekSocialTicket } from '../domain/social/signup-ticket.ts';
import { SOCIAL_LOGIN_TTL_MS, startSocialLogin } from '../domain/social/start-social-login.ts';
import { startSession } from '../domain/start-session.ts';
import { isHttps, readCookie, setSessionCookie } from './session-cookie.ts';

type Deps = { db: AccountDb; privateKey: string; social: SocialAuth; publicUrl: string };

export const SOCIAL_COOKIE = 'oidc_browser';
/** The browser cookie goes to the start and callback calls only: /api/auth/social. */
const SOCIAL_COOKIE_PATH = staticPrefix(ACCOUNT_ROUTES.socialStart.path);

/**
 * Apple answers with a cross-site form POST: the browser cookie must be SameSite=None (so Secure,
 * so https) to come along. Over plain http (local work) it is Lax, enough for GET callbacks.
 */
const socialCookie = (req: Request): CookieOptions =>
  isHttps(req) ? { httpOnly: true, secure: true, sameSite: 'none', path: SOCIAL_COOKIE_PATH } : { httpOnly: true, sameSite: 'lax', path: SOCIAL_COOKIE_PATH };

type SocialRoute = 'providers' | 'socialStart' | 'socialCallback' | 'socialCallbackByForm' | 'socialTicket';

/** Social login over OpenID Connect; only configured providers exist. */
export function socialHandlers({ db, privateKey, social, publicUrl }: Deps): Handlers<typeof ACCOUNT_API, SocialRoute> {
  const redirectUri = (provider: SocialProvider) => `${publicUrl}${fillPath(ACCOUNT_ROUTES.socialCallback.path, { provider })}`;
  const providerOf = (params: { provider: string }): SocialProvider => {
    const { provider } = params;
    if (typeof provider !== 'string' || !social.has(provider)) throw notFound('No such login provider.');
    return provider;
  };

  const callback = async (req: Request, res: Response, provider: SocialProvider, params: URLSearchParams) => {
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

  return {
    providers: () => ({ providers: social.providers().map((p) => ({ ...p, startUrl: fillPath(ACCOUNT_ROUTES.socialStart.path, { provider: p.id }) })) }),

    socialStart: async ({ params, query: { returnTo }, req, res }) => {
      const provider = providerOf(params);
      const { url, browserSecret } = await startSocialLogin(db, social, { provider, redirectUri: redirectUri(provider), returnTo });
      res.cookie(SOCIAL_COOKIE, browserSecret, { ...socialCookie(req), maxAge: SOCIAL_LOGIN_TTL_MS });
      res.setHeader('cache-control', 'no-store');
      res.redirect(302, url.href);
    },

    socialCallback: ({ params, req, res }) => callback(req, res, providerOf(params), toParams(req.query)),
    socialCallbackByForm: ({ params, req, res }) => callback(req, res, providerOf(params), toParams(req.body)),

    socialTicket: async ({ query: { ticket = '' }, res }) => {
      const found = ticket.length >= 16 && ticket.length <= 200 ? await peekSocialTicket(db, ticket) : null;
      const provider = found ? social.providers().find((p) => p.id === found.provider)?.id : undefined;
      if (!found || !provider) throw notFound('The sign-up ticket is not valid. Please sign in with the provider again.');
      res.setHeader('cache-control', 'no-store');
      return { provider, email: found.email, fullName: found.fullName };
    },
  };
}
