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

/** Requests per minute per client IP, per group. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitGroup, number> = {
  login: 20,
  refresh: 60,
  signup: 10,
  recovery: 10,
  verification: 10,
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
