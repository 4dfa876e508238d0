import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { MemoryStore, rateLimit } from 'express-rate-limit';
import { REFRESH_COOKIE } from '@phjobs/contracts/auth';
import { RATE_LIMIT_GROUPS, rateLimitGroupFor, type RateLimitGroup } from './routes.ts';

/** Requests per minute per client IP for each group; a group left out is not limited. */
export type RateLimits = Partial<Record<RateLimitGroup, number>>;

export type AuthRateLimiter = { middleware: RequestHandler; close(): void };

/** True when the request carries the refresh cookie `rt` (sent only to /api/auth/*). */
const hasRefreshCookie = (req: Request) => (req.header('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${REFRESH_COOKIE}=`) && part.trim().length > REFRESH_COOKIE.length + 1);

/** How a group counts: only what can guess or spend something, so that people sharing an address are not refused. */
const COUNTING: Partial<Record<RateLimitGroup, { skipSuccessfulRequests?: boolean; skip?: (req: Request) => boolean }>> = {
  // a successful login guessed nothing: only failed ones count (a 429 counts as failed too)
  login: { skipSuccessfulRequests: true },
  // without the cookie there is nothing to rotate: a visitor's page load, answered 401 at once
  refresh: { skip: (req) => !hasRefreshCookie(req) },
};

/**
 * Per-IP limits on the endpoints that guess or spend something (login, refresh, sign-up,
 * recovery, verification); the numbers and their reasons are beside DEFAULT_RATE_LIMITS. A refused
 * call answers 429 with `Retry-After` (seconds until the window ends). Counters live in this
 * process: several gateway replicas each count on their own, which is acceptable for brute-force
 * damping; a shared store is the next step.
 */
export function authRateLimiter(limits: RateLimits, windowMs = 60_000): AuthRateLimiter {
  const stores: MemoryStore[] = [];
  const limiters = new Map<RateLimitGroup, RequestHandler>();
  for (const group of RATE_LIMIT_GROUPS) {
    const limit = limits[group];
    if (limit === undefined || !Number.isFinite(limit) || limit <= 0) continue;
    const store = new MemoryStore();
    stores.push(store);
    limiters.set(
      group,
      rateLimit({
        windowMs,
        limit,
        store,
        identifier: group,
        ...COUNTING[group],
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        // Our own validation of `trust proxy` is in gateway.ts; the library's checks log to console.
        validate: { trustProxy: false, xForwardedForHeader: false },
        handler: (_req: Request, res: Response) => {
          res.status(429).json({
            code: 'gateway/rate-limited',
            message: 'Too many requests. Please wait a minute and try again.',
            retryAfterSeconds: Number(res.getHeader('retry-after')) || Math.ceil(windowMs / 1000),
          });
        },
      }),
    );
  }
  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'OPTIONS') return next();
    const group = rateLimitGroupFor(req.baseUrl + req.path);
    const limiter = group ? limiters.get(group) : undefined;
    if (!limiter) return next();
    return limiter(req, res, next);
  };
  return {
    middleware,
    close: () => {
      for (const store of stores) store.shutdown();
    },
  };
}
