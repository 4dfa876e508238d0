/**
 * Views of the editorial items, once per viewer per Manila day (table article_view): the first
 * view of a viewer on a day inserts a row and adds one to the item's view_count, in one statement;
 * any other view of that day changes nothing. Rows of days before yesterday are pruned hourly.
 */
import type { ArticleArea } from '@phjobs/contracts/community-articles-tags';
import type { Logger } from '@phjobs/service-kit/logger';
import type { CommunityDb } from './db.ts';

const countIn = (table: 'article' | 'senior_interview', kindCheck: string) => `
  WITH seen AS (
    INSERT INTO article_view (area, article_id, day, viewer)
    SELECT $1::varchar, $2::bigint, $3::date, $4::varchar WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = $2::bigint${kindCheck})
    ON CONFLICT DO NOTHING
    RETURNING article_id
  )
  UPDATE ${table} SET view_count = view_count + 1 WHERE id IN (SELECT article_id FROM seen)`;

const COUNT_ARTICLE = countIn('article', ' AND kind = $1::varchar');
const COUNT_SENIOR = countIn('senior_interview', '');

/** Counts a view of the item by `viewer` on `day` (a Manila date at UTC midnight); true when it was that viewer's first of the day. */
export async function countView(db: CommunityDb, area: ArticleArea, articleId: number, viewer: string, day: Date): Promise<boolean> {
  const sql = area === 'seniorInterview' ? COUNT_SENIOR : COUNT_ARTICLE;
  const changed = await db.$executeRawUnsafe(sql, area, BigInt(articleId), day.toISOString().slice(0, 10), viewer);
  return changed > 0;
}

/** Deletes the view rows of days before `day` (they no longer decide anything). */
export async function pruneViews(db: CommunityDb, before: Date): Promise<number> {
  return db.$executeRawUnsafe('DELETE FROM article_view WHERE day < $1::date', before.toISOString().slice(0, 10));
}

const HOUR = 3_600_000;

/** Every hour, the rows of days before yesterday go; stop() ends it. */
export function startViewPruning(db: CommunityDb, now: () => Date, logger: Logger, everyMs = HOUR): { stop(): void } {
  const run = () => {
    const before = new Date(now().getTime() - 2 * 86_400_000);
    pruneViews(db, before).catch((error: unknown) => logger.warn({ err: error }, 'pruning article views failed'));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
