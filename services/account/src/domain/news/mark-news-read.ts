import type { NewsItem } from '@phjobs/contracts/account';
import { notFound } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../../data/db.ts';
import { NEWS_SELECT, toNewsItem } from './list-news.ts';

/** Marks one of the member's own items read (the first reading time stays); another's is a 404. */
export async function markNewsRead(db: AccountDb, userId: number, newsId: number, now = new Date()): Promise<NewsItem> {
  const where = { id: BigInt(newsId), userId: BigInt(userId) };
  await db.news.updateMany({ where: { ...where, readAt: null }, data: { readAt: now } });
  const row = await db.news.findFirst({ where, select: NEWS_SELECT });
  if (!row) throw notFound('No such news.');
  return toNewsItem(row);
}
