/**
 * Access tokens of ended sessions, refused before their 15 minutes are up. Tokens carry their
 * session (`sid`, the refresh-token family); services/account answers which sessions ended
 * (logout, password change or reset, withdrawal, a reused refresh token) and the gateway asks it
 * every `pollMs` (default 2 s), so a logged-out token stops working within about that long, on
 * every /api, /files and /chats call and the chat WebSocket. The gateway is the one door to the
 * services, so they need not ask themselves.
 *
 * Failing open, on purpose: while account does not answer, the list stays as it was (a warning is
 * logged) and tokens keep their normal 15-minute life, rather than every member being logged out.
 */
import { ACCOUNT_API } from '@phjobs/contracts/api/account';
import type { EndedSessions as EndedSessionsAnswer } from '@phjobs/contracts/account';
import { ACCESS_TOKEN_SECONDS, serviceToken } from '@phjobs/service-kit/auth';
import type { GatewayLogger } from './logger.ts';

export type EndedSessions = {
  /** Whether the bearer token (an `Authorization` value or a bare token) belongs to an ended session. */
  ended(token: string | undefined): boolean;
  /** Asks account now (tests; the timer does it every pollMs). */
  refresh(): Promise<void>;
  stop(): void;
};

export type EndedSessionsOptions = {
  /** services/account's base URL. */
  accountUrl: string;
  serviceSecret: string;
  logger: GatewayLogger;
  pollMs?: number;
};

const LIFETIME_MS = ACCESS_TOKEN_SECONDS * 1000;

/** The `sid` claim of a JWT, read without checking it (the services check tokens; this only refuses). */
export function sessionIdOf(token: string | undefined): string | null {
  if (!token) return null;
  const bare = token.startsWith('Bearer ') || token.startsWith('bearer ') ? token.slice(7) : token;
  const payload = bare.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown };
    return typeof claims.sid === 'string' ? claims.sid : null;
  } catch {
    return null;
  }
}

export function endedSessions({ accountUrl, serviceSecret, logger, pollMs = 2_000 }: EndedSessionsOptions): EndedSessions {
  /** Session id → when it may be forgotten (no token of it lives longer). */
  const ended = new Map<string, number>();
  let since = new Date(Date.now() - LIFETIME_MS).toISOString();
  let failing = false;
  let running: Promise<void> | null = null;
  const url = new URL(ACCOUNT_API.endedSessions.path, accountUrl);
  const headers = { accept: 'application/json', 'x-service-token': serviceToken(serviceSecret, 'gateway') };

  const ask = async (): Promise<void> => {
    url.searchParams.set('since', since);
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) });
      if (!res.ok) throw new Error(`account answered ${res.status}`);
      const answer = (await res.json()) as EndedSessionsAnswer;
      const forgetAt = Date.now() + LIFETIME_MS;
      for (const id of answer.sessionIds) ended.set(id, forgetAt);
      since = answer.asOf;
      if (failing) logger.info({}, 'ended sessions: account answers again');
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, 'ended sessions: account does not answer; tokens keep their normal life meanwhile');
      failing = true;
    }
    const now = Date.now();
    for (const [id, forgetAt] of ended) if (forgetAt < now) ended.delete(id);
  };
  const refresh = () => (running ??= ask().finally(() => (running = null)));
  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();
  void refresh();

  return {
    ended: (token) => {
      if (ended.size === 0) return false;
      const sid = sessionIdOf(token);
      return sid !== null && ended.has(sid);
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
