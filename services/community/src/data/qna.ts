/** Members' inquiries (table qna): a member reads only their own. */
import type { QnaAttachment, QnaDetail, QnaListItem, QnaListQuery, QnaListResponse } from '@phjobs/contracts/community';
import type { QnaDetailCode, QnaMajorCode, QnaStatusCode } from '@phjobs/contracts/codes';
import { EVENT_SUBJECTS, type EventPayload } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import { writeSeedEvent } from '@phjobs/service-kit/events/seed-events';
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

/** A transaction of the community database. */
export type CommunityTx = Parameters<Parameters<CommunityDb['$transaction']>[0]>[0];

/**
 * Answers inquiry `qnaId` in `tx`: 024A with the answer and its time, and community.qna.answered in
 * the outbox of the same transaction (`seed`: with a deterministic event id, seed-events.ts).
 * False when there is no such inquiry.
 */
export async function answerQnaWithEvent(tx: CommunityTx, qnaId: number, answer: string, at: Date, seed = false): Promise<boolean> {
  const changed = await tx.qna.updateMany({ where: { id: BigInt(qnaId) }, data: { statusCode: '024A', answer, answeredAt: at } });
  if (changed.count === 0) return false;
  const row = await tx.qna.findUniqueOrThrow({ where: { id: BigInt(qnaId) }, select: { id: true, userId: true, email: true, majorCategoryCode: true, detailCategoryCode: true, content: true } });
  const payload: EventPayload<'community.qna.answered'> = {
    qnaId: String(row.id),
    userId: String(row.userId),
    email: row.email,
    majorCategoryCode: row.majorCategoryCode,
    detailCategoryCode: row.detailCategoryCode,
    question: row.content,
    answer,
    answeredAt: at.toISOString(),
  };
  if (seed) await writeSeedEvent(tx, EVENT_SUBJECTS.QNA_ANSWERED, payload, { key: payload.qnaId, occurredAt: at });
  else await writeOutbox(tx, EVENT_SUBJECTS.QNA_ANSWERED, payload, { occurredAt: at });
  return true;
}

/** The inquiry repository the domain is given (domain/create-inquiry.ts, answer-inquiry.ts). */
export function qnaStore(db: CommunityDb) {
  return {
    findOwn: (userId: number, id: number) => findOwnQna(db, userId, id),
    insert: (draft: QnaDraft) => insertQna(db, draft),
    get: (userId: number, id: number) => getQna(db, userId, id),
    answer: (qnaId: number, answer: string, at: Date) => db.$transaction((tx) => answerQnaWithEvent(tx, qnaId, answer, at)),
  };
}
export type QnaStore = ReturnType<typeof qnaStore>;
