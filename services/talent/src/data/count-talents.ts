import { TALENT_TIME_ZONE, type TalentCountResponse } from '@phjobs/contracts/talent';
import type { TalentDb } from './db.ts';

/**
 * The talent counters: published resumes (020A) in all, and those updated since midnight today in
 * the Philippines (Asia/Manila, whatever the server's time zone). Both read the (status, updated_at) index.
 */
export async function countTalents(db: TalentDb, now = new Date()): Promise<TalentCountResponse> {
  const [row] = await db.$queryRawUnsafe<{ total: number; today: number }[]>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE updated_at >= date_trunc('day', $1::timestamptz AT TIME ZONE $2) AT TIME ZONE $2)::int AS today
       FROM resume WHERE status_code = '020A'`,
    now.toISOString(),
    TALENT_TIME_ZONE,
  );
  return { totalCount: row?.total ?? 0, todayCount: row?.today ?? 0 };
}
