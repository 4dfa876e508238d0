/**
 * Job stories, HR magazine articles and employment news (table article): lists by keyword and
 * hashtag, the featured ones, one item with its same-keyword list, and writing one. Every write
 * path (the seed included) goes through articleRow, which sanitises the body.
 */
import type { ArticleListItem, ArticleListResponse, NewsListItem, NewsListResponse, SameKeywordItem } from '@phjobs/contracts/community-articles';
import { ARTICLE_LIMITS, type ArticleKind } from '@phjobs/contracts/community-articles-tags';
import { normalizeHashTag } from '@phjobs/contracts/community-articles';
import { keywordWords, searchTextOf, summaryOf } from '../domain/articles/article-text.ts';
import { bodyText, sanitizeBodyHtml } from '../domain/sanitize-html.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CommunityDb } from './db.ts';
import { likeEscape } from './like.ts';

const LIST_SELECT = { id: true, title: true, summary: true, hashTags: true, thumbnailKey: true, createdAt: true, viewCount: true } as const;
type ListRow = Prisma.ArticleGetPayload<{ select: typeof LIST_SELECT }>;

const toListItem = (row: ListRow): ArticleListItem => ({
  articleId: Number(row.id),
  title: row.title,
  content: row.summary,
  hashTags: row.hashTags,
  thumbnailKey: row.thumbnailKey,
  createdAt: row.createdAt.toISOString(),
  viewCount: row.viewCount,
});

const toNewsItem = (row: ListRow): NewsListItem => ({
  articleId: Number(row.id),
  title: row.title,
  content: row.summary,
  thumbnailKey: row.thumbnailKey,
  createdAt: row.createdAt.toISOString(),
  viewCount: row.viewCount,
});

/** Every word of the keyword in search_text (ILIKE, answered by its trigram index). */
export const keywordWhere = (keyword: string | undefined): { searchText: { contains: string } }[] =>
  keywordWords(keyword).map((word) => ({ searchText: { contains: likeEscape(word) } }));

export type ArticleFilter = { pageUnit: number; pageNo: number; keyword?: string | undefined; hashTag?: readonly string[] | undefined };

async function listRows(db: CommunityDb, kind: ArticleKind, filter: ArticleFilter): Promise<{ rows: ListRow[]; count: number }> {
  const and: Prisma.ArticleWhereInput[] = keywordWhere(filter.keyword);
  if (filter.hashTag && filter.hashTag.length > 0) and.push({ hashTags: { hasSome: [...filter.hashTag] } });
  const where: Prisma.ArticleWhereInput = { kind, ...(and.length > 0 ? { AND: and } : {}) };
  const [count, rows] = await Promise.all([
    db.article.count({ where }),
    db.article.findMany({ where, select: LIST_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (filter.pageNo - 1) * filter.pageUnit, take: filter.pageUnit }),
  ]);
  return { rows, count };
}

/** A page of job stories or HR magazine articles, the newest first; `count` is the filter's exact total. */
export async function listArticles(db: CommunityDb, kind: Exclude<ArticleKind, 'employmentNews'>, filter: ArticleFilter): Promise<ArticleListResponse> {
  const { rows, count } = await listRows(db, kind, filter);
  return { list: rows.map(toListItem), count };
}

/** A page of employment news, the newest first. */
export async function listNews(db: CommunityDb, filter: ArticleFilter): Promise<NewsListResponse> {
  const { rows, count } = await listRows(db, 'employmentNews', filter);
  return { list: rows.map(toNewsItem), count };
}

/** The featured items of an area (the carousels), the newest first. */
export async function topArticles(db: CommunityDb, kind: ArticleKind, limit: number = ARTICLE_LIMITS.topContents): Promise<ArticleListItem[]> {
  const rows = await db.article.findMany({ where: { kind, isTop: true }, select: LIST_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
  return rows.map(toListItem);
}

export type ArticleRecord = { articleId: number; title: string; createdAt: string; viewCount: number; index: string; hashTags: string[]; thumbnailKey: string | null };

/** One item of an area, or null (none, or of another area). */
export async function getArticle(db: CommunityDb, kind: ArticleKind, id: number): Promise<ArticleRecord | null> {
  const row = await db.article.findFirst({ where: { id: BigInt(id), kind }, select: { id: true, title: true, createdAt: true, viewCount: true, body: true, hashTags: true, thumbnailKey: true } });
  return row && { articleId: Number(row.id), title: row.title, createdAt: row.createdAt.toISOString(), viewCount: row.viewCount, index: row.body, hashTags: row.hashTags, thumbnailKey: row.thumbnailKey };
}

type SameKeywordRow = { id: bigint; title: string; hash_tags: string[]; thumbnail_key: string | null };

/** Other items of the area sharing a hashtag with `hashTags`: those sharing the most first, then the newest. */
export async function sameKeywordArticles(db: CommunityDb, kind: ArticleKind, id: number, hashTags: readonly string[], limit: number = ARTICLE_LIMITS.sameKeyword): Promise<SameKeywordItem[]> {
  if (hashTags.length === 0) return [];
  const rows = await db.$queryRawUnsafe<SameKeywordRow[]>(
    `SELECT id, title, hash_tags, thumbnail_key FROM article
      WHERE kind = $1 AND id <> $2 AND hash_tags && $3::text[]
      ORDER BY (SELECT count(*) FROM unnest(hash_tags) AS tag WHERE tag = ANY($3::text[])) DESC, created_at DESC, id DESC
      LIMIT $4`,
    kind,
    BigInt(id),
    [...hashTags],
    limit,
  );
  return rows.map((row) => ({ articleId: Number(row.id), title: row.title, hashTags: row.hash_tags, thumbnailKey: row.thumbnail_key }));
}

export type ArticleDraft = {
  kind: ArticleKind;
  title: string;
  /** HTML as written: sanitised here before it is stored. */
  html: string;
  hashTags?: readonly string[];
  thumbnailKey?: string | null;
  isTop?: boolean;
  viewCount?: number;
  createdAt?: Date;
};

/** The row of an item to write: the body sanitised, its summary and search text derived, hashtags normalised. */
export function articleRow(draft: ArticleDraft): Prisma.ArticleCreateManyInput {
  const body = sanitizeBodyHtml(draft.html);
  const text = bodyText(body);
  return {
    kind: draft.kind,
    title: draft.title,
    body,
    summary: summaryOf(text, ARTICLE_LIMITS.summary),
    searchText: searchTextOf([draft.title, text]),
    hashTags: [...new Set((draft.hashTags ?? []).map(normalizeHashTag).filter(Boolean))],
    thumbnailKey: draft.thumbnailKey ?? null,
    isTop: draft.isTop ?? false,
    viewCount: draft.viewCount ?? 0,
    ...(draft.createdAt ? { createdAt: draft.createdAt } : {}),
  };
}

/** Writes one item (editors, later; tests today); answers its id. */
export async function createArticle(db: CommunityDb, draft: ArticleDraft): Promise<number> {
  const row = await db.article.create({ data: articleRow(draft), select: { id: true } });
  return Number(row.id);
}
