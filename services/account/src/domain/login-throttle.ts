/**
 * Per-account login throttling (OWASP ASVS 2.2.1), beside the gateway's per-IP limit on failed
 * logins (120 a minute, room for a carrier NAT): the 5th failed login in a row for an e-mail locks
 * it for 1 minute, each further failure doubles the lock (2, 4, 8, 16, 32) up to an hour; a
 * success clears the count; a count idle for a day starts again. That allows about a dozen guesses
 * an hour per account (the ASVS ceiling is 100) while someone who mistypes four times never
 * waits. E-mails without an account are counted alike, so a locked account answers as an unknown
 * one does (both 429 once locked).
 *
 * Every attempt is counted BEFORE its password is checked, in one statement that also reads the
 * lock under a row lock: a burst of parallel guesses is counted one by one, and those after the 5th
 * are refused without hashing anything.
 */
import { LOGIN_LOCKED } from '@phjobs/contracts/messages';
import { HttpError } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../data/db.ts';

export const LOGIN_THROTTLE = { freeFailures: 4, firstLockMinutes: 1, maxLockMinutes: 60, idleResetHours: 24 } as const;

export class LoginLocked extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, LOGIN_LOCKED.code, LOGIN_LOCKED.message(Math.max(1, Math.ceil(retryAfter / 60))));
  }
}

/**
 * Counts a login attempt for `email`; throws LoginLocked (429) when the e-mail is locked. Call
 * `clearLoginFailures` after a success.
 */
export async function countLoginAttempt(db: AccountDb, email: string): Promise<void> {
  const { freeFailures, firstLockMinutes, maxLockMinutes, idleResetHours } = LOGIN_THROTTLE;
  const rows = await db.$queryRawUnsafe<{ refused: boolean; wait_s: number | null }[]>(
    `WITH prior AS (
       SELECT locked_until > now() AS locked, last_attempt_at < now() - make_interval(hours => $2) AS idle
       FROM login_throttle WHERE email = $1 FOR UPDATE
     ), counted AS (
       INSERT INTO login_throttle AS t (email, failures, locked_until, last_attempt_at) VALUES ($1, 1, NULL, now())
       ON CONFLICT (email) DO UPDATE SET
         failures = CASE WHEN t.locked_until > now() THEN t.failures WHEN t.last_attempt_at < now() - make_interval(hours => $2) THEN 1 ELSE t.failures + 1 END,
         locked_until = CASE
           WHEN t.locked_until > now() THEN t.locked_until
           WHEN t.last_attempt_at < now() - make_interval(hours => $2) OR t.failures + 1 <= $3 THEN NULL
           ELSE now() + make_interval(mins => least($5, $4 * power(2, t.failures + 1 - $3 - 1))::int)
         END,
         last_attempt_at = CASE WHEN t.locked_until > now() THEN t.last_attempt_at ELSE now() END
       RETURNING locked_until
     )
     SELECT coalesce((SELECT locked FROM prior), false) AS refused,
            (SELECT extract(epoch FROM locked_until - now())::float8 FROM counted) AS wait_s`,
    email,
    idleResetHours,
    freeFailures,
    firstLockMinutes,
    maxLockMinutes,
  );
  const row = rows[0];
  if (row?.refused) throw new LoginLocked(Math.ceil(row.wait_s ?? 60));
}

/** A successful login: the e-mail's failures are forgotten. */
export async function clearLoginFailures(db: AccountDb, email: string): Promise<void> {
  await db.$executeRawUnsafe('DELETE FROM login_throttle WHERE email = $1', email);
}

/** Forgets counts idle for a day (run hourly): the table holds recent attempts only. */
export async function sweepLoginThrottle(db: AccountDb): Promise<number> {
  return db.$executeRawUnsafe(`DELETE FROM login_throttle WHERE last_attempt_at < now() - make_interval(hours => $1)`, LOGIN_THROTTLE.idleResetHours);
}
