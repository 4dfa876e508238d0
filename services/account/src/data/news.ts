/** The my-news inboxes (table news): read, mark read, and fill from events. */
import type { MyNewsResponse, NewsItem } from '@phjobs/contracts/account';
import { notFound } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { NewsDraft } from '../domain/news/news-from-event.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { AccountDb } from './db.ts';

const NEWS_SELECT = { id: true, newsType: true, title: true, content: true, link: true, createdAt: true, readAt: true } as const;

type Row = Prisma.NewsGetPayload<{ select: typeof NEWS_SELECT }>;

const toNewsItem = (row: Row): NewsItem => ({
  newsId: Number(row.id),
  newsType: row.newsType,
  title: row.title,
  content: row.content,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});

/** One member's news, newest first, filtered all | read | unread, paged; `count` is the filter's total. */
export async function listNews(
  db: AccountDb,
  userId: number,
  query: { pageUnit: number; pageNo: number; searchType: 'all' | 'read' | 'unread' },
): Promise<MyNewsResponse> {
  const where: Prisma.NewsWhereInput = {
    userId: BigInt(userId),
    ...(query.searchType === 'read' ? { readAt: { not: null } } : query.searchType === 'unread' ? { readAt: null } : {}),
  };
  const [count, rows] = await Promise.all([
    db.news.count({ where }),
    db.news.findMany({ where, select: NEWS_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.pageNo - 1) * query.pageUnit, take: query.pageUnit }),
  ]);
  return { list: rows.map(toNewsItem), count };
}

/** Marks one of the member's own items read (the first reading time stays); another's is a 404. */
export async function markNewsRead(db: AccountDb, userId: number, newsId: number, now = new Date()): Promise<NewsItem> {
  const where = { id: BigInt(newsId), userId: BigInt(userId) };
  await db.news.updateMany({ where: { ...where, readAt: null }, data: { readAt: now } });
  const row = await db.news.findFirst({ where, select: NEWS_SELECT });
  if (!row) throw notFound('No such news.');
  return toNewsItem(row);
}

/**
 * One news item from an event, in the consumer's transaction: nothing for a member unknown here or
 * withdrawn, nothing a second time for the same event (news.source_event_id UNIQUE).
 */
export async function insertNewsFromEvent(tx: Sql, news: NewsDraft, event: { id: string; occurredAt: string }): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO news (user_id, news_type, title, content, link, created_at, source_event_id)
     SELECT u.id, $2::news_type, $3, $4, $5, $6::timestamptz, $7::uuid
       FROM "user" u
      WHERE u.id = $1::bigint AND u.withdrawn_at IS NULL
     ON CONFLICT (source_event_id) DO NOTHING`,
    news.userId,
    news.newsType,
    news.title,
    news.content,
    news.link,
    event.occurredAt,
    event.id,
  );
}
