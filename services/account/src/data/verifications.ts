/** Verification requests (table verification): the statements the code rules need that Prisma cannot say. */
import type { Sql } from '@phjobs/service-kit/events/sql';

export type ClaimedAttempt = { id: string; code_hash: string | null; attempts: number; purpose: string; target: string };

/**
 * Takes one attempt of a live, unverified request in one UPDATE (so parallel guesses cannot exceed
 * `maxAttempts`): the request as it is after the claim, or null when none could be taken.
 */
export async function claimAttempt(
  db: Sql,
  request: { id: string; channel: string; target: string | null; now: Date; maxAttempts: number },
): Promise<ClaimedAttempt | null> {
  const claimed = await db.$queryRawUnsafe<ClaimedAttempt[]>(
    `UPDATE verification SET attempts = attempts + 1
      WHERE id = $1::uuid AND channel = $2 AND ($3::text IS NULL OR target = $3)
        AND verified_at IS NULL AND expires_at > $4::timestamptz AND attempts < $5
      RETURNING id::text AS id, code_hash, attempts, purpose, target`,
    request.id,
    request.channel,
    request.target,
    request.now.toISOString(),
    request.maxAttempts,
  );
  return claimed[0] ?? null;
}

/** What the code rules of domain/verification take (its `VerificationSql`). */
export const verificationSql = { claimAttempt, lockTarget };

/** Serialises code requests to one address until the transaction ends (advisory lock). */
export async function lockTarget(tx: Sql, channel: string, target: string): Promise<void> {
  await tx.$queryRawUnsafe('SELECT pg_advisory_xact_lock(hashtext($1))::text', `verification:${channel}:${target}`);
}
