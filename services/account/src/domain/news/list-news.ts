import type { MyNewsResponse, NewsItem } from '@phjobs/contracts/account';
import type { AccountDb } from '../../data/db.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

export const NEWS_SELECT = { id: true, newsType: true, title: true, content: true, link: true, createdAt: true, readAt: true } as const;

type Row = Prisma.NewsGetPayload<{ select: typeof NEWS_SELECT }>;

export const toNewsItem = (row: Row): NewsItem => ({
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
