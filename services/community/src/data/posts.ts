/**
 * Posts (job talk, counseling, interview reviews: table post, one id space), their comments and
 * views. A list call is one plain SQL statement (its page joined to its count: one round trip) over
 * the indexes of the migration (btree per kind and sort, trigram GIN on title and body for the
 * keyword); `postListStatement` and `counselingListStatement` are exported so that the bench
 * replays exactly what a call runs.
 */
import type { ArticleAttachment, Attachment, Comment, CommunityOrderKey, CommunityPostKind } from '@phjobs/contracts/community-posts';
import { COMMUNITY_POST_LIMITS } from '@phjobs/contracts/community-posts';
import { EVENT_SUBJECTS, type EventPayload } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CommunityDb } from './db.ts';
import { likeEscape } from './like.ts';
import type { ListSql } from './list-pool.ts';
import type { CommunityTx } from './qna.ts';

/** A statement as the data functions run it (and the bench replays it). */
export type Statement = { text: string; values: unknown[] };
type RawSql = ListSql;

/** bigint columns come as text from pg (list-pool.ts), as bigint from Prisma. */
export type PostListRow = {
  id: bigint | string;
  user_id: bigint | string;
  nick_name: string;
  title: string;
  preview: string;
  view_count: number;
  reply_count: number;
  created_at: Date;
  is_attach: boolean;
};

const PREVIEW = COMMUNITY_POST_LIMITS.preview;
export const orderBy = (orderKey: CommunityOrderKey, alias = '') => (orderKey === 'viewCount' ? `${alias}view_count DESC, ${alias}id DESC` : `${alias}created_at DESC, ${alias}id DESC`);
/** `%keyword%` with LIKE's own characters matching themselves. */
export const containing = (keyword: string) => `%${likeEscape(keyword)}%`;

export type PostListInput = { keyword?: string | undefined; orderKey: CommunityOrderKey; pageUnit: number; pageNo: number };

/** The page and the count of a job talk or counseling list (released posts of the kind; the keyword in the title or the body). */
export function postListStatements(kind: Exclude<CommunityPostKind, 'interviewTip'>, input: PostListInput): { page: Statement; count: Statement } {
  const values: unknown[] = [kind];
  let where = `kind = $1 AND review_status = 'released'`;
  if (input.keyword) {
    values.push(containing(input.keyword));
    where += ` AND (title ILIKE $2 OR body ILIKE $2)`;
  }
  const n = values.length;
  return {
    page: {
      text: `SELECT id, user_id, nick_name, title, left(body, ${PREVIEW}) AS preview, view_count, reply_count, created_at, attachments <> '[]'::jsonb AS is_attach
               FROM post WHERE ${where} ORDER BY ${orderBy(input.orderKey)} LIMIT $${n + 1} OFFSET $${n + 2}`,
      values: [...values, input.pageUnit, (input.pageNo - 1) * input.pageUnit],
    },
    count: { text: `SELECT count(*)::int AS count FROM post WHERE ${where}`, values },
  };
}

/**
 * A page and its count in one statement, one round trip: the count's one row, the page's rows
 * joined to it (an empty page: one row whose page columns are null). The page's values begin with
 * the count's.
 */
export function pageWithCount(page: Statement, count: Statement): Statement {
  return { text: `SELECT cnt.count, page.* FROM (${count.text}) cnt LEFT JOIN LATERAL (${page.text}) page ON true`, values: page.values };
}

/** The rows of a page read with pageWithCount, and its count. */
export function splitPage<R extends { id: unknown }>(rows: (R & { count: number })[]): { rows: R[]; count: number } {
  return { rows: rows.filter((row) => row.id !== null), count: rows[0]?.count ?? 0 };
}

/** The statement of a job talk or counseling list page with its count. */
export const postListStatement = (kind: Exclude<CommunityPostKind, 'interviewTip'>, input: PostListInput): Statement => {
  const { page, count } = postListStatements(kind, input);
  return pageWithCount(page, count);
};

export async function listPosts(db: RawSql, kind: Exclude<CommunityPostKind, 'interviewTip'>, input: PostListInput): Promise<{ rows: PostListRow[]; count: number }> {
  const statement = postListStatement(kind, input);
  return splitPage(await db.$queryRawUnsafe<(PostListRow & { count: number })[]>(statement.text, ...statement.values));
}

const BANNER = (startParam: string) =>
  `SELECT count(*) FILTER (WHERE created_at >= ${startParam})::int AS today, count(*)::int AS all_count FROM post WHERE kind = 'jobCounseling' AND review_status = 'released'`;

/**
 * A counseling list page with the banner's counts (posts written since the start of today,
 * Manila, and all) and the keyword's count, in one statement (without a keyword the count is all).
 */
export function counselingListStatement(input: PostListInput, startOfToday: Date): Statement {
  const { page, count } = postListStatements('jobCounseling', input);
  const start = `$${page.values.length + 1}::timestamptz`;
  const values = [...page.values, startOfToday];
  if (!input.keyword) return { text: `SELECT b.today, b.all_count, b.all_count AS count, page.* FROM (${BANNER(start)}) b LEFT JOIN LATERAL (${page.text}) page ON true`, values };
  return { text: `SELECT b.today, b.all_count, cnt.count, page.* FROM (${BANNER(start)}) b CROSS JOIN (${count.text}) cnt LEFT JOIN LATERAL (${page.text}) page ON true`, values };
}

export async function listCounseling(db: RawSql, input: PostListInput, startOfToday: Date): Promise<{ rows: PostListRow[]; count: number; today: number; all: number }> {
  const statement = counselingListStatement(input, startOfToday);
  const rows = await db.$queryRawUnsafe<(PostListRow & { count: number; today: number; all_count: number })[]>(statement.text, ...statement.values);
  return { ...splitPage(rows), today: rows[0]?.today ?? 0, all: rows[0]?.all_count ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// One post
// ---------------------------------------------------------------------------------------------

const POST_SELECT = {
  id: true,
  kind: true,
  userId: true,
  nickName: true,
  title: true,
  body: true,
  attachments: true,
  viewCount: true,
  replyCount: true,
  reviewStatus: true,
  createdAt: true,
  updatedAt: true,
} as const;
export type PostRow = Prisma.PostGetPayload<{ select: typeof POST_SELECT }>;

export const attachmentsOf = (value: Prisma.JsonValue): Attachment[] =>
  Array.isArray(value) ? value.flatMap((item) => (item && typeof item === 'object' && !Array.isArray(item) && typeof item.key === 'string' && typeof item.fileName === 'string' ? [{ key: item.key, fileName: item.fileName }] : [])) : [];

/** A post of any kind by id, or null. */
export function findPost(db: CommunityDb | CommunityTx, id: number): Promise<PostRow | null> {
  return db.post.findUnique({ where: { id: BigInt(id) }, select: POST_SELECT });
}

export type CommentRow = { id: bigint; postId: bigint; userId: bigint; nickName: string; body: string; createdAt: Date; updatedAt: Date };
const COMMENT_SELECT = { id: true, postId: true, userId: true, nickName: true, body: true, createdAt: true, updatedAt: true } as const;

export const toComment = (row: CommentRow, viewerId: bigint | null): Comment => ({
  commentId: Number(row.id),
  articleId: Number(row.postId),
  index: row.body,
  nickName: row.nickName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  isOwn: viewerId !== null && row.userId === viewerId,
});

/** A post's comments, oldest first. */
export function listComments(db: CommunityDb, postId: number): Promise<CommentRow[]> {
  return db.comment.findMany({ where: { postId: BigInt(postId) }, select: COMMENT_SELECT, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/**
 * Counts a view of `postId` by `viewer` on `day` (YYYY-MM-DD) once: true when this was the first
 * view of that viewer that day (and view_count grew by one).
 */
export async function countView(db: CommunityDb, postId: number, viewer: string, day: string): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<{ id: bigint }[]>(
    `WITH seen AS (INSERT INTO post_view (post_id, viewer, day) VALUES ($1, $2, $3::date) ON CONFLICT DO NOTHING RETURNING post_id)
     UPDATE post SET view_count = view_count + 1 WHERE id IN (SELECT post_id FROM seen) RETURNING id`,
    BigInt(postId),
    viewer,
    day,
  );
  return rows.length > 0;
}

/** Forgets the views of days before `day` (YYYY-MM-DD): only today's decide whether a view counts. */
export async function pruneViews(db: CommunityDb, day: string): Promise<number> {
  return db.$executeRawUnsafe(`DELETE FROM post_view WHERE day < $1::date`, day);
}

export type PostDraft = {
  kind: CommunityPostKind;
  userId: number;
  nickName: string;
  title: string;
  body: string;
  attachments: ArticleAttachment[];
  reviewStatus?: 'underReview' | 'released';
  createdAt?: Date;
  viewCount?: number;
};

export async function insertPost(db: CommunityDb | CommunityTx, draft: PostDraft): Promise<number> {
  const at = draft.createdAt;
  const row = await db.post.create({
    data: {
      kind: draft.kind,
      userId: BigInt(draft.userId),
      nickName: draft.nickName,
      title: draft.title,
      body: draft.body,
      attachments: draft.attachments,
      ...(draft.reviewStatus ? { reviewStatus: draft.reviewStatus } : {}),
      ...(draft.viewCount ? { viewCount: draft.viewCount } : {}),
      ...(at ? { createdAt: at, updatedAt: at } : {}),
    },
    select: { id: true },
  });
  return Number(row.id);
}

/** Rewrites a post's title, body and photos when it is `userId`'s post of `kind`: false otherwise. */
export async function updatePost(db: CommunityDb, id: number, kind: CommunityPostKind, userId: number, change: { title: string; body: string; attachments: ArticleAttachment[] }, at: Date): Promise<boolean> {
  const changed = await db.post.updateMany({ where: { id: BigInt(id), kind, userId: BigInt(userId) }, data: { ...change, updatedAt: at } });
  return changed.count > 0;
}

/** Deletes `userId`'s post of `kind` (its comments and views go with it): false when there is none. */
export async function deletePost(db: CommunityDb, id: number, kind: CommunityPostKind, userId: number): Promise<boolean> {
  const deleted = await db.post.deleteMany({ where: { id: BigInt(id), kind, userId: BigInt(userId) } });
  return deleted.count > 0;
}

// ---------------------------------------------------------------------------------------------
// Comments
// ---------------------------------------------------------------------------------------------

export function findComment(db: CommunityDb, id: number): Promise<CommentRow | null> {
  return db.comment.findUnique({ where: { id: BigInt(id) }, select: COMMENT_SELECT });
}

export type CommentDraft = { postId: number; userId: number; nickName: string; body: string; createdAt?: Date };

/**
 * Writes a comment and counts it on its post, in one transaction; `notify` (the post's writer is
 * someone else) also writes community.comment.created to the outbox of that transaction.
 */
export async function insertComment(db: CommunityDb, draft: CommentDraft, notify: Omit<EventPayload<'community.comment.created'>, 'commentId' | 'createdAt'> | null): Promise<CommentRow> {
  return db.$transaction(async (tx) => {
    const row = await tx.comment.create({
      data: { postId: BigInt(draft.postId), userId: BigInt(draft.userId), nickName: draft.nickName, body: draft.body, ...(draft.createdAt ? { createdAt: draft.createdAt, updatedAt: draft.createdAt } : {}) },
      select: COMMENT_SELECT,
    });
    await tx.post.update({ where: { id: BigInt(draft.postId) }, data: { replyCount: { increment: 1 } } });
    if (notify) await writeOutbox(tx, EVENT_SUBJECTS.COMMENT_CREATED, { ...notify, commentId: String(row.id), createdAt: row.createdAt.toISOString() }, { occurredAt: row.createdAt });
    return row;
  });
}

export async function updateComment(db: CommunityDb, id: number, userId: number, body: string, at: Date): Promise<CommentRow | null> {
  const changed = await db.comment.updateMany({ where: { id: BigInt(id), userId: BigInt(userId) }, data: { body, updatedAt: at } });
  return changed.count > 0 ? findComment(db, id) : null;
}

/** Deletes `userId`'s comment and uncounts it, in one transaction: false when there is none. */
export async function deleteComment(db: CommunityDb, id: number, userId: number): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRawUnsafe<{ post_id: bigint }[]>(`DELETE FROM comment WHERE id = $1 AND user_id = $2 RETURNING post_id`, BigInt(id), BigInt(userId));
    const postId = rows[0]?.post_id;
    if (postId === undefined) return false;
    await tx.$executeRawUnsafe(`UPDATE post SET reply_count = greatest(reply_count - 1, 0) WHERE id = $1`, postId);
    return true;
  });
}
