/** My talk: a member's own posts of one kind (any review status), newest first; the keyword in the title or the body. */
import { COMMUNITY_POST_LIMITS, type CommunityPostKind } from '@phjobs/contracts/community-posts';
import type { CommunityDb } from './db.ts';
import { containing, type Statement } from './posts.ts';

export type MyTalkRow = { id: bigint; kind: string; title: string; preview: string; view_count: number; reply_count: number; created_at: Date; is_attach: boolean; review_status: string };

export function myTalkStatements(userId: number, kind: CommunityPostKind, input: { keyword?: string | undefined; pageUnit: number; pageNo: number }): { page: Statement; count: Statement } {
  const values: unknown[] = [BigInt(userId), kind];
  let where = `user_id = $1 AND kind = $2`;
  if (input.keyword) {
    values.push(containing(input.keyword));
    where += ` AND (title ILIKE $3 OR body ILIKE $3)`;
  }
  const n = values.length;
  return {
    page: {
      text: `SELECT id, kind, title, left(body, ${COMMUNITY_POST_LIMITS.preview}) AS preview, view_count, reply_count, created_at, attachments <> '[]'::jsonb AS is_attach, review_status
               FROM post WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      values: [...values, input.pageUnit, (input.pageNo - 1) * input.pageUnit],
    },
    count: { text: `SELECT count(*)::int AS count FROM post WHERE ${where}`, values },
  };
}

export async function listMyTalk(db: CommunityDb, userId: number, kind: CommunityPostKind, input: { keyword?: string | undefined; pageUnit: number; pageNo: number }) {
  const { page, count } = myTalkStatements(userId, kind, input);
  const [rows, counted] = await Promise.all([db.$queryRawUnsafe<MyTalkRow[]>(page.text, ...page.values), db.$queryRawUnsafe<{ count: number }[]>(count.text, ...count.values)]);
  return { rows, count: counted[0]?.count ?? 0 };
}
