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

/**
 * New chat WebSocket connections per client IP per minute (gateway.ts `onUpgrade`). Sized like the
 * groups beside DEFAULT_RATE_LIMITS (routes.ts), for ~1,000 active people behind one address (an
 * office, a carrier's NAT): each open tab holds one socket and opens a new one at each page load
 * (a reload, a new tab), after a dropped network (mobile) and when its access token expires (the
 * service closes it with 4401 every 15 minutes: ~70 a minute for 1,000 people). A shift starting,
 * 1,000 people opening the site within 3 minutes with a tab or two each, is 300-700 a minute:
 * 600 a minute is 10 a second from one address, which damps a script opening sockets in a loop.
 */
export const DEFAULT_SOCKET_RATE_LIMIT = 600;

export type SocketLimiter = {
  /** Counts a new connection of `address`; `allowed` false past the limit, with the seconds until the window ends. */
  take(address: string): { allowed: boolean; retryAfterSeconds: number };
  close(): void;
};

/**
 * A fixed window per address, in this process (as the auth limits: several gateway replicas each
 * count on their own). Windows past their end are swept once a window.
 */
export function socketLimiter(perWindow: number, windowMs = 60_000): SocketLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [address, window] of windows) if (window.endsAt <= now) windows.delete(address);
  }, windowMs);
  sweep.unref();
  return {
    take(address) {
      const now = Date.now();
      let window = windows.get(address);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(address, window);
      }
      window.count++;
      return { allowed: window.count <= perWindow, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
    },
    close: () => {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
