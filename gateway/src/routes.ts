/**
 * Which service answers which path, and which calls are rate-limited: both derived from the route
 * declarations of packages/contracts (routes/*.ts), never written here.
 *
 * The prefix table: each declared route's fixed part before its first parameter
 * (`/api/jobAds/:id` -> `/api/jobAds`), plus the paths reserved for calls still to come
 * (contracts routes/reserved.ts). The longest matching prefix wins. A prefix ending in `*` matches
 * any path that starts with it (`/api/event*`: /api/event, /api/events, /api/event/12); any other
 * matches itself and what lies below it, on a segment boundary (`/api/report` matches /api/report
 * and /api/report/1, not /api/reports). Internal routes (/internal/*) are never routed.
 */
import { RATE_LIMIT_GROUPS, pathMatcher, staticPrefix, type RateLimitGroup, type Route } from '@phjobs/contracts/route';
import { ALL_ROUTES } from '@phjobs/contracts/routes/all';
import { RESERVED_PREFIXES } from '@phjobs/contracts/routes/reserved';
import type { ServiceName } from '@phjobs/service-kit/db';

export { SERVICES, type ServiceName } from '@phjobs/service-kit/db';
export { DEFAULT_PORTS } from '@phjobs/service-kit/runtime';
export { RATE_LIMIT_GROUPS, type RateLimitGroup };

/** Prefix -> service, from the declared routes and the reserved paths; two services claiming one prefix is a mistake caught here. */
export function prefixTable(routes: readonly Route[] = ALL_ROUTES, reserved: Readonly<Record<string, ServiceName>> = RESERVED_PREFIXES): Readonly<Record<string, ServiceName>> {
  const table: Record<string, ServiceName> = { ...reserved };
  for (const route of routes) {
    if (route.access === 'internal') continue;
    const prefix = staticPrefix(route.path);
    const owner = table[prefix];
    if (owner && owner !== route.service) throw new Error(`The prefix ${prefix} is claimed by ${owner} and by ${route.service} (${route.name}).`);
    table[prefix] = route.service;
  }
  return table;
}

export const ROUTES: Readonly<Record<string, ServiceName>> = prefixTable();

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

/** The declared routes that spend or guess something (passwords, codes, SMS, accounts), by their group. */
const LIMITED = ALL_ROUTES.filter((route): route is Route & { rateLimit: RateLimitGroup } => route.rateLimit !== null && route.access !== 'internal').map((route) => ({
  group: route.rateLimit,
  matches: pathMatcher(route.path),
}));

/** The rate-limit group of a path, as its route declares it (whatever the method: every try counts), or null. */
export function rateLimitGroupFor(path: string): RateLimitGroup | null {
  for (const route of LIMITED) if (route.matches(path)) return route.group;
  return null;
}
