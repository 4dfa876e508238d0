/**
 * What a route of the API is, without zod: its method and path, the service that owns it, who may
 * call it, its rate-limit group and the spec's `email` query rule. The tables in `routes/*.ts` are
 * made of these and are small enough for a remote's bundle; `api/*.ts` adds the zod schemas of
 * each route under the same names (route-schemas.ts), for services, the gateway's OpenAPI document
 * and the types of the typed client.
 *
 * Paths use one syntax: `/api/jobAds/:id` (a parameter is one segment) and `/files/*key` (the rest
 * of the path, slashes included).
 */
import type { UserType } from './codes.ts';

export const SERVICE_NAMES = ['account', 'employer', 'jobs', 'talent', 'community', 'chat', 'media'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The gateway's per-IP limits, one counter per group (gateway/src/routes.ts holds the numbers). */
export const RATE_LIMIT_GROUPS = ['login', 'refresh', 'signup', 'recovery', 'verification'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call: `'anyone'` (visitors too; a token, when sent, must be valid), `'member'` (any
 * signed-in user), a list of user types (401 for visitors, 403 for other types), or `'internal'`
 * (other services with an x-service-token; the gateway never routes these).
 */
export type Access = 'anyone' | 'member' | 'internal' | readonly [UserType, ...UserType[]];

export type RouteDeclaration = {
  method: HttpMethod;
  path: string;
  /** One line for the OpenAPI reference. */
  summary: string;
  access: Access;
  /** The gateway's rate-limit group, or null: stated for every route, never guessed from the path. */
  rateLimit: RateLimitGroup | null;
  /**
   * The spec's `email` query parameter: accepted, and when given it must be the signed-in user's
   * (403 `auth/forbidden` otherwise, visitors included). The typed client sends it. `'unchecked'`:
   * the client sends it and the service does not look at it (a call that has always been so).
   */
  email?: true | 'unchecked';
  /** The success status: 200 (default), 201, or 204 (no body). */
  status?: 200 | 201 | 204;
  /**
   * The escape hatch, with its reason: the handler writes the answer itself (a file stream, a
   * redirect, a multipart upload), so no JSON answer is sent or checked for it.
   */
  raw?: string;
  /** The reason a service may leave this route out (e.g. 'embedded mode only'). */
  optional?: string;
  /** Patterns of path parameters: a path whose parameter does not match is not this route (it falls through). */
  match?: Readonly<Record<string, RegExp>>;
};

/** A declared route: its declaration, stamped with its name and its service. */
export type Route<S extends ServiceName = ServiceName, N extends string = string, D extends RouteDeclaration = RouteDeclaration> = D & {
  readonly service: S;
  readonly name: N;
};

export type RouteTable<S extends ServiceName = ServiceName> = { readonly [name: string]: Route<S> };

/** A service's routes, named: `defineRoutes('jobs', { allJobs: { method: 'POST', path: '/api/jobAds/allJobs', ... } })`. */
export function defineRoutes<S extends ServiceName, const T extends Readonly<Record<string, RouteDeclaration>>>(
  service: S,
  routes: T,
): { readonly [K in keyof T & string]: Route<S, K, T[K]> } {
  const table: Record<string, Route> = {};
  for (const [name, declaration] of Object.entries(routes)) table[name] = { ...declaration, service, name };
  return table as { readonly [K in keyof T & string]: Route<S, K, T[K]> };
}

/** The names of a path's parameters: `/api/offer/:offerId/answered` -> 'offerId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : P extends `${string}*${infer Name}`
      ? Name
      : never;

/** Parameter names of a path, in order. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment.startsWith('*'))
    .map((segment) => segment.slice(1));
}

/** A path with its parameters filled in, each encoded (a `*rest` parameter keeps its slashes). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':') && !segment.startsWith('*')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === '') throw new Error(`${path}: the parameter ${segment.slice(1)} is missing.`);
      return segment.startsWith('*') ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
    })
    .join('/');
}

/** The fixed part of a path before its first parameter: `/api/jobAds/:id` -> `/api/jobAds`. */
export function staticPrefix(path: string): string {
  const segments = path.split('/');
  const first = segments.findIndex((segment) => segment.startsWith(':') || segment.startsWith('*'));
  return first < 0 ? path : segments.slice(0, first).join('/');
}

/**
 * A matcher of request paths (no query string) for a route path, as Express matches them: a
 * parameter is one non-empty segment, `*rest` one or more; letter case does not count, and a
 * trailing slash is allowed.
 */
export function pathMatcher(path: string): (requestPath: string) => boolean {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.startsWith('*') ? '.+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const pattern = new RegExp(`^${source}/?$`, 'i');
  return (requestPath) => pattern.test(requestPath);
}

/** `'anyone'` and `'member'` read as words, user types as a list: for docs and messages. */
export function describeAccess(access: Access): string {
  if (access === 'anyone') return 'anyone (visitors too)';
  if (access === 'member') return 'any signed-in member';
  if (access === 'internal') return 'other services only (x-service-token)';
  return `signed-in ${access.join(', ')} members`;
}
