import type { EndedSessions } from '@phjobs/contracts/account';
import { ACCESS_TOKEN_SECONDS } from '@phjobs/service-kit/auth';
import type { AccountDb } from '../data/db.ts';

/**
 * The sessions that ended after `since`: a refresh token revoked without a successor (a rotation
 * leaves `replaced_by` set and the family alive). `since` is clamped to an access token's lifetime
 * ago: older ends concern no token still valid.
 */
export async function endedSessions(db: AccountDb, since: Date, now = new Date()): Promise<EndedSessions> {
  const floor = new Date(now.getTime() - ACCESS_TOKEN_SECONDS * 1000);
  const from = since > floor ? since : floor;
  const rows = await db.$queryRawUnsafe<{ family_id: string }[]>(
    'SELECT DISTINCT family_id::text AS family_id FROM refresh_token WHERE revoked_at > $1 AND revoked_at <= $2 AND replaced_by IS NULL',
    from,
    now,
  );
  return { sessionIds: rows.map((row) => row.family_id), asOf: now.toISOString() };
}
