/** The individual my-page counts this service owns (services/account asks GET /internal/users/{id}/seeker-counts). */
import type { SeekerCounts } from '@phjobs/contracts/applications';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { countScraps } from '../scraps.ts';

export async function countSeeker(db: Sql, userId: string): Promise<SeekerCounts> {
  const rows = await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM application WHERE user_id = $1::bigint AND cancelled_at IS NULL', userId);
  return { applicationCount: rows[0]?.n ?? 0, scrapCount: await countScraps(db, userId) };
}
