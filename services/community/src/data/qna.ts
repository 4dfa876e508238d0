/** Members' inquiries (table qna): a member reads only their own. */
import type { QnaAttachment, QnaDetail, QnaListItem, QnaListQuery, QnaListResponse } from '@phjobs/contracts/community';
import type { QnaDetailCode, QnaMajorCode, QnaStatusCode } from '@phjobs/contracts/codes';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CommunityDb } from './db.ts';
import { likeEscape } from './like.ts';

const LIST_SELECT = { id: true, majorCategoryCode: true, detailCategoryCode: true, statusCode: true, createdAt: true, content: true, parentId: true } as const;
const DETAIL_SELECT = { ...LIST_SELECT, email: true, answer: true, answeredAt: true, attachments: true } as const;
type ListRow = Prisma.QnaGetPayload<{ select: typeof LIST_SELECT }>;
type DetailRow = Prisma.QnaGetPayload<{ select: typeof DETAIL_SELECT }>;

const toListItem = (row: ListRow): QnaListItem => ({
  qnaId: Number(row.id),
  majorCategoryCode: row.majorCategoryCode as QnaMajorCode,
  detailCategoryCode: row.detailCategoryCode as QnaDetailCode,
  statusCode: row.statusCode as QnaStatusCode,
  createdAt: row.createdAt.toISOString(),
  index: row.content,
  parentQnaId: row.parentId === null ? null : Number(row.parentId),
});

const attachmentsOf = (value: Prisma.JsonValue): QnaAttachment[] =>
  Array.isArray(value) ? value.flatMap((item) => (item && typeof item === 'object' && !Array.isArray(item) && typeof item.key === 'string' && typeof item.fileName === 'string' ? [{ key: item.key, fileName: item.fileName }] : [])) : [];

const toDetailFields = (row: DetailRow) => ({
  ...toListItem(row),
  email: row.email,
  answer: row.answer,
  answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
  attachmentList: attachmentsOf(row.attachments),
});

/** The member's inquiries, newest first; the keyword matches the text. */
export async function listQna(db: CommunityDb, userId: number, query: QnaListQuery): Promise<QnaListResponse> {
  const where: Prisma.QnaWhereInput = { userId: BigInt(userId), ...(query.searchKeyword ? { content: { contains: likeEscape(query.searchKeyword), mode: 'insensitive' } } : {}) };
  const [count, rows] = await Promise.all([
    db.qna.count({ where }),
    db.qna.findMany({ where, select: LIST_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.pageNo - 1) * query.pageUnit, take: query.pageUnit }),
  ]);
  return { list: rows.map(toListItem), count };
}

/** One of the member's inquiries with the additional inquiries made on it; null when it is not theirs (or none). */
export async function getQna(db: CommunityDb, userId: number, id: number): Promise<QnaDetail | null> {
  const row = await db.qna.findFirst({ where: { id: BigInt(id), userId: BigInt(userId) }, select: DETAIL_SELECT });
  if (!row) return null;
  const additional = await db.qna.findMany({ where: { parentId: row.id, userId: BigInt(userId) }, select: DETAIL_SELECT, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return { ...toDetailFields(row), additionalList: additional.map(toDetailFields) };
}

/** The member's inquiry as an additional inquiry needs it (its thread's first inquiry and categories); null when not theirs. */
export async function findOwnQna(db: CommunityDb, userId: number, id: number) {
  return db.qna.findFirst({ where: { id: BigInt(id), userId: BigInt(userId) }, select: { id: true, parentId: true, majorCategoryCode: true, detailCategoryCode: true } });
}

export type QnaDraft = {
  userId: number;
  majorCategoryCode: QnaMajorCode;
  detailCategoryCode: QnaDetailCode;
  content: string;
  email: string;
  attachments: QnaAttachment[];
  parentId: number | null;
  createdAt?: Date;
};

export async function insertQna(db: CommunityDb, draft: QnaDraft): Promise<number> {
  const row = await db.qna.create({
    data: {
      userId: BigInt(draft.userId),
      majorCategoryCode: draft.majorCategoryCode,
      detailCategoryCode: draft.detailCategoryCode,
      content: draft.content,
      email: draft.email,
      attachments: draft.attachments,
      parentId: draft.parentId === null ? null : BigInt(draft.parentId),
      ...(draft.createdAt ? { createdAt: draft.createdAt } : {}),
    },
    select: { id: true },
  });
  return Number(row.id);
}

/** What the answered event tells: the inquiry as the member wrote it, and the answer. */
export async function answerQnaRow(tx: Pick<CommunityDb, 'qna'>, id: number, answer: string, at: Date) {
  return tx.qna.update({
    where: { id: BigInt(id) },
    data: { statusCode: '024A', answer, answeredAt: at },
    select: { id: true, userId: true, email: true, majorCategoryCode: true, detailCategoryCode: true, content: true, answer: true, answeredAt: true },
  });
}
