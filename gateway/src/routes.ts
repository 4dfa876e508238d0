/**
 * Which service answers which path. The table follows the ownership table of
 * ../shared/ARCHITECTURE.md; the longest matching prefix wins.
 *
 * A prefix ending in `*` matches any path that starts with it (`/api/event*` matches `/api/event`,
 * `/api/events` and `/api/event/12`). Any other prefix matches itself and what lies below it,
 * on a segment boundary (`/api/report` matches `/api/report` and `/api/report/1`, not `/api/reports`).
 */

import type { ServiceName } from '@phjobs/service-kit/db';

export { SERVICES, type ServiceName } from '@phjobs/service-kit/db';
export { DEFAULT_PORTS } from '@phjobs/service-kit/runtime';

export const ROUTES: Readonly<Record<string, ServiceName>> = {
  // account: identities, sessions, sign-up, recovery, verification codes, individual profile, news inboxes
  '/api/auth': 'account',
  '/api/individual': 'account',
  '/api/employer/signup*': 'account',
  '/api/employer/myNews': 'account',
  '/api/employer/sendVerifySms': 'account',
  '/api/employer/verifySms': 'account',
  '/api/dev': 'account',

  // employer: company profile, member info, permit, master/branch, paid services and orders
  '/api/employer/myPage': 'employer',
  '/api/employer/memberInfo': 'employer',
  '/api/employer/updateInfo': 'employer',
  '/api/employer/permit': 'employer',
  '/api/employer/has-promotion': 'employer',
  '/api/employer/order-with-promotion': 'employer',
  '/api/master': 'employer',
  '/api/payment': 'employer',

  // jobs: job ads, scraps of ads, applications and the employer's views of them
  '/api/jobAds': 'jobs',
  '/api/application': 'jobs',
  '/api/employer/myPage/myJobs': 'jobs',
  '/api/employer/myPage/applicant': 'jobs',

  // talent: resumes, talent search and scraps, viewed resumes, offers
  '/api/resume': 'talent',
  '/api/talent': 'talent',
  '/api/offer': 'talent',
  '/api/employer/myPage/talent': 'talent',

  // community: posts, comments, events, FAQ, Q&A, reports, banners
  '/api/community': 'community',
  '/api/event*': 'community',
  '/api/qna*': 'community',
  '/api/report': 'community',
  '/api/banner': 'community',

  // media: upload URLs and stored files
  '/api/common/uploadUrl': 'media',
  '/api/common/upload': 'media',
  '/files': 'media',

  // chat: rooms, messages, memos, freezes (HTTP and WebSocket)
  '/chats': 'chat',
};

type CompiledRoute = { prefix: string; loose: boolean; service: ServiceName };

function compile(table: Readonly<Record<string, ServiceName>>): CompiledRoute[] {
  return Object.entries(table)
    .map(([key, service]) => ({ prefix: key.endsWith('*') ? key.slice(0, -1) : key, loose: key.endsWith('*'), service }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
}

const COMPILED = compile(ROUTES);

function matches(route: CompiledRoute, path: string): boolean {
  if (!path.startsWith(route.prefix)) return false;
  if (route.loose || path.length === route.prefix.length) return true;
  return path.charCodeAt(route.prefix.length) === 47; // '/'
}

/** The service that owns `path` (a path without query string), or null when no prefix matches. */
export function serviceFor(path: string, routes: CompiledRoute[] = COMPILED): ServiceName | null {
  for (const route of routes) if (matches(route, path)) return route.service;
  return null;
}

/**
 * Rate-limit groups of the endpoints that guess or spend something: passwords, codes, SMS, accounts.
 * Recovery and verification calls are not named by the spec, so they are matched by the words the
 * account service uses for them under its own prefixes.
 */
export const RATE_LIMIT_GROUPS = ['login', 'refresh', 'signup', 'recovery', 'verification'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

/**
 * Requests per minute per client IP, per group (how each group counts: rate-limit.ts).
 *
 * One public address is often many people: an office or a school behind one router (a few hundred),
 * and the Philippine mobile carriers' NAT, which puts many subscribers on each address. The numbers
 * are sized for about 1,000 active people on one address, so that normal use is never refused;
 * they damp a script, not a person. Guessing is stopped elsewhere: a code allows 5 wrong tries and
 * SMS/e-mail sends have daily limits (account service); a per-account login throttle is a later step.
 * - login: only FAILED logins count. 1,000 people, a tenth logging in within one busy minute and a
 *   third of those mistyping once, is about 35 failures; 120 leaves room for three times that.
 * - refresh: only calls that carry the refresh cookie count (a visitor's page load has none, and the
 *   account service answers it without touching the database). The web app refreshes a tab once
 *   per 14 minutes at most and reuses a valid token across page loads and tabs, so 1,000 people make
 *   about 150 a minute, and a shift starting (everyone opening the site within a few minutes) 300-400.
 * - signup: once per person; a job fair's or a class's sign-ups on one Wi-Fi, 60 in a minute.
 * - recovery: forgotten IDs and passwords, a few an hour per office; 30 a minute also slows the
 *   e-mail lookups of findId/findEmail from one address.
 * - verification: a sign-up makes about 5 of these calls (e-mail code, captcha, SMS code) and an
 *   identity check 1 to 3, so 60 sign-ups a minute make 300.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitGroup, number> = {
  login: 120,
  refresh: 600,
  signup: 60,
  recovery: 30,
  verification: 300,
};

const ACCOUNT_AREAS = /^\/api\/(?:auth|individual|employer)\//;

export function rateLimitGroupFor(path: string): RateLimitGroup | null {
  if (!ACCOUNT_AREAS.test(path)) return null;
  if (/^\/api\/auth\/(?:login|social|oauth)(?:\/|$)/i.test(path)) return 'login';
  if (/^\/api\/auth\/refresh(?:\/|$)/i.test(path)) return 'refresh';
  if (/^\/api\/(?:individual|employer)\/signup/i.test(path)) return 'signup';
  if (/^\/api\/auth\/[^?]*(?:find|recover|forgot|reset)/i.test(path)) return 'recovery';
  if (/^\/api\/auth\/[^?]*(?:verif|code|otp)/i.test(path)) return 'verification';
  if (/^\/api\/(?:individual|employer)\/(?:send)?verify/i.test(path)) return 'verification';
  return null;
}
