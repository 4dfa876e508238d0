/**
 * Senior interviews (table senior_interview): the list by keyword and specialization, one
 * interview, and writing one. Their texts are plain (rendered as text by the screens); the keyword
 * search reads search_text (trigram index), the specialization filter specialization_codes (GIN).
 */
import type { InterviewQna, SeniorInterviewDetail, SeniorInterviewListItem, SeniorInterviewListResponse } from '@phjobs/contracts/community-articles';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { searchTextOf } from '../domain/articles/article-text.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CommunityDb } from './db.ts';
import { keywordWhere } from './articles.ts';

const LIST_SELECT = {
  id: true,
  title: true,
  photoKey: true,
  companyName: true,
  position: true,
  seniorName: true,
  catchphrase: true,
  specialization: true,
  createdAt: true,
  viewCount: true,
} as const;
type ListRow = Prisma.SeniorInterviewGetPayload<{ select: typeof LIST_SELECT }>;

const toListItem = (row: ListRow): SeniorInterviewListItem => ({
  articleId: Number(row.id),
  title: row.title,
  photoKey: row.photoKey,
  companyName: row.companyName,
  position: row.position,
  seniorName: row.seniorName,
  catchphrase: row.catchphrase,
  specialization: row.specialization,
  createdAt: row.createdAt.toISOString(),
  viewCount: row.viewCount,
});

export type SeniorFilter = { pageUnit: number; pageNo: number; keyword?: string | undefined; specialization?: readonly string[] | undefined };

/** A page of interviews, the newest first; `count` is the filter's exact total. A parent code matches its children. */
export async function listSeniorInterviews(db: CommunityDb, filter: SeniorFilter): Promise<SeniorInterviewListResponse> {
  const and: Prisma.SeniorInterviewWhereInput[] = keywordWhere(filter.keyword);
  if (filter.specialization && filter.specialization.length > 0) and.push({ specializationCodes: { hasSome: [...filter.specialization] } });
  const where: Prisma.SeniorInterviewWhereInput = and.length > 0 ? { AND: and } : {};
  const [count, rows] = await Promise.all([
    db.seniorInterview.count({ where }),
    db.seniorInterview.findMany({ where, select: LIST_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (filter.pageNo - 1) * filter.pageUnit, take: filter.pageUnit }),
  ]);
  return { list: rows.map(toListItem), count };
}

const qnaOf = (value: Prisma.JsonValue): InterviewQna[] =>
  Array.isArray(value)
    ? value.flatMap((item) => (item && typeof item === 'object' && !Array.isArray(item) && typeof item.question === 'string' && typeof item.answer === 'string' ? [{ question: item.question, answer: item.answer }] : []))
    : [];

export async function getSeniorInterview(db: CommunityDb, id: number): Promise<SeniorInterviewDetail | null> {
  const row = await db.seniorInterview.findUnique({ where: { id: BigInt(id) }, select: { ...LIST_SELECT, interviewQna: true, imageKeys: true } });
  return row && { ...toListItem(row), interviewQna: qnaOf(row.interviewQna), imageAttachment: row.imageKeys.map((key) => ({ key })) };
}

export type SeniorInterviewDraft = {
  title: string;
  photoKey?: string | null;
  companyName: string;
  position: string;
  seniorName: string;
  catchphrase: string;
  /** A code of SPECIALIZATION_TREE. */
  specialization: string;
  interviewQna: readonly InterviewQna[];
  imageKeys: readonly string[];
  viewCount?: number;
  createdAt?: Date;
};

const PARENT_OF = new Map(SPECIALIZATION_TREE.map((item) => [item.id, item.parent_id]));

/** The row of an interview to write: the specialization with its parent for the filter, the search text. Every write path goes through this. */
export function seniorInterviewRow(draft: SeniorInterviewDraft): Prisma.SeniorInterviewCreateManyInput {
  if (!PARENT_OF.has(draft.specialization)) throw new Error(`${draft.specialization} is not a specialization code`);
  const parent = PARENT_OF.get(draft.specialization);
  const clean = (text: string) => text.replace(/\r\n?/g, '\n').trim();
  const qna = draft.interviewQna.map((item) => ({ question: clean(item.question), answer: clean(item.answer) }));
  return {
    title: clean(draft.title),
    photoKey: draft.photoKey ?? null,
    companyName: clean(draft.companyName),
    position: clean(draft.position),
    seniorName: clean(draft.seniorName),
    catchphrase: clean(draft.catchphrase),
    specialization: draft.specialization,
    specializationCodes: parent ? [draft.specialization, parent] : [draft.specialization],
    interviewQna: qna,
    imageKeys: [...draft.imageKeys],
    searchText: searchTextOf([draft.title, draft.companyName, draft.seniorName, draft.position, draft.catchphrase, ...qna.flatMap((item) => [item.question, item.answer])]),
    viewCount: draft.viewCount ?? 0,
    ...(draft.createdAt ? { createdAt: draft.createdAt } : {}),
  };
}

export async function createSeniorInterview(db: CommunityDb, draft: SeniorInterviewDraft): Promise<number> {
  const row = await db.seniorInterview.create({ data: seniorInterviewRow(draft), select: { id: true } });
  return Number(row.id);
}
