/**
 * Interview reviews: a post of kind interviewTip (title, the tip as its body, counts, review status)
 * and its interview_tip row. The public list is released reviews only; `interviewTipListStatement`
 * is exported so that the bench replays what a call runs.
 */
import type { CommunityOrderKey, InterviewProofFile, InterviewReviewStatus, InterviewTipListQuery } from '@phjobs/contracts/community-posts';
import { COMMUNITY_POST_LIMITS, specializationsCovered } from '@phjobs/contracts/community-posts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CommunityDb } from './db.ts';
import type { ListSql } from './list-pool.ts';
import { containing, orderBy, pageWithCount, splitPage, type PostDraft, type Statement } from './posts.ts';

type RawSql = ListSql;

export type InterviewTipListRow = {
  id: bigint | string;
  user_id: bigint | string;
  title: string;
  preview: string;
  view_count: number;
  reply_count: number;
  created_at: Date;
  review_status: string;
  company_name: string;
  position: string;
  specialization: string;
  interview_result: string;
  difficulty: string;
  evaluation: string;
  application_year: number;
  application_month: number;
};

export type InterviewTipListInput = Pick<InterviewTipListQuery, 'companyName' | 'interviewResults' | 'specialization' | 'pageUnit' | 'pageNo'> & { orderKey: CommunityOrderKey };

const COLUMNS = `p.id, p.user_id, p.title, left(p.body, ${COMMUNITY_POST_LIMITS.preview}) AS preview, p.view_count, p.reply_count, p.created_at, p.review_status,
  t.company_name, t.position, t.specialization, t.interview_result, t.difficulty, t.evaluation, t.application_year, t.application_month`;

/** The page and the count of the released reviews a search finds (a parent specialization covers its children). */
export function interviewTipListStatements(input: InterviewTipListInput): { page: Statement; count: Statement } {
  const values: unknown[] = [];
  let where = `p.kind = 'interviewTip' AND p.review_status = 'released'`;
  if (input.companyName) {
    values.push(containing(input.companyName));
    where += ` AND t.company_name ILIKE $${values.length}`;
  }
  if (input.interviewResults !== 'all') {
    values.push(input.interviewResults);
    where += ` AND t.interview_result = $${values.length}`;
  }
  if (input.specialization.length) {
    values.push([...new Set(input.specialization.flatMap(specializationsCovered))]);
    where += ` AND t.specialization = ANY($${values.length}::text[])`;
  }
  const from = `post p JOIN interview_tip t ON t.post_id = p.id`;
  const n = values.length;
  return {
    page: { text: `SELECT ${COLUMNS} FROM ${from} WHERE ${where} ORDER BY ${orderBy(input.orderKey, 'p.')} LIMIT $${n + 1} OFFSET $${n + 2}`, values: [...values, input.pageUnit, (input.pageNo - 1) * input.pageUnit] },
    // Without a filter of interview_tip the count needs no join: every review's post has its row (written together).
    count: { text: n ? `SELECT count(*)::int AS count FROM ${from} WHERE ${where}` : `SELECT count(*)::int AS count FROM post p WHERE ${where}`, values },
  };
}

/** The one statement of an interview list call: its page joined to its count. */
export const interviewTipListStatement = (input: InterviewTipListInput): Statement => {
  const { page, count } = interviewTipListStatements(input);
  return pageWithCount(page, count);
};

export async function listInterviewTips(db: RawSql, input: InterviewTipListInput): Promise<{ rows: InterviewTipListRow[]; count: number }> {
  const statement = interviewTipListStatement(input);
  return splitPage(await db.$queryRawUnsafe<(InterviewTipListRow & { count: number })[]>(statement.text, ...statement.values));
}

const TIP_SELECT = {
  id: true,
  kind: true,
  userId: true,
  title: true,
  body: true,
  viewCount: true,
  replyCount: true,
  reviewStatus: true,
  createdAt: true,
  interviewTip: {
    select: {
      companyName: true,
      position: true,
      specialization: true,
      workExperience: true,
      applicationYear: true,
      applicationMonth: true,
      interviewResult: true,
      evaluation: true,
      difficulty: true,
      interviewEnvironment: true,
      interviewTypes: true,
      interviewers: true,
      interviewProgress: true,
      interviewQuestions: true,
      interviewAmbiance: true,
      coverLetter: true,
      proofs: true,
      reviewNote: true,
      reviewedAt: true,
    },
  },
} as const;
export type InterviewTipRow = Prisma.PostGetPayload<{ select: typeof TIP_SELECT }>;

/** An interview review by id (any status), or null. */
export async function findInterviewTip(db: CommunityDb, id: number): Promise<InterviewTipRow | null> {
  const row = await db.post.findUnique({ where: { id: BigInt(id) }, select: TIP_SELECT });
  return row && row.kind === 'interviewTip' && row.interviewTip ? row : null;
}

/** The operators' queue: reviews under review, oldest first. */
export async function interviewTipQueue(db: CommunityDb, pageUnit: number, pageNo: number): Promise<{ rows: InterviewTipRow[]; count: number }> {
  const where = { kind: 'interviewTip', reviewStatus: 'underReview' } as const;
  const [rows, count] = await Promise.all([
    db.post.findMany({ where, select: TIP_SELECT, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], skip: (pageNo - 1) * pageUnit, take: pageUnit }),
    db.post.count({ where }),
  ]);
  return { rows, count };
}

export const proofsOf = (value: Prisma.JsonValue): InterviewProofFile[] =>
  Array.isArray(value)
    ? value.flatMap((item) =>
        item && typeof item === 'object' && !Array.isArray(item) && typeof item.key === 'string' && typeof item.fileName === 'string' && typeof item.ext === 'string' && typeof item.size === 'number'
          ? [{ key: item.key, fileName: item.fileName, ext: item.ext as InterviewProofFile['ext'], size: item.size }]
          : [],
      )
    : [];

/** What an interview review says beyond a post's title and body (its interview_tip row). */
export type InterviewTipFields = {
  companyName: string;
  position: string;
  specialization: string;
  workExperience: string;
  applicationYear: number;
  applicationMonth: number;
  interviewResult: string;
  evaluation: string;
  difficulty: string;
  interviewEnvironment: string;
  interviewTypes: string[];
  interviewers: string[];
  interviewProgress: string;
  interviewQuestions: string[];
  interviewAmbiance: string;
  coverLetter: string;
};

export type InterviewTipDraft = Omit<PostDraft, 'kind' | 'attachments' | 'nickName'> & InterviewTipFields & {
  proofs: InterviewProofFile[];
  reviewStatus?: 'underReview' | 'released';
  reviewedAt?: Date;
};

/** Writes the post and its interview_tip row in one transaction. */
export async function insertInterviewTip(db: CommunityDb, draft: InterviewTipDraft): Promise<number> {
  const at = draft.createdAt;
  const row = await db.post.create({
    data: {
      kind: 'interviewTip',
      userId: BigInt(draft.userId),
      nickName: '',
      title: draft.title,
      body: draft.body,
      reviewStatus: draft.reviewStatus ?? 'underReview',
      ...(draft.viewCount ? { viewCount: draft.viewCount } : {}),
      ...(at ? { createdAt: at, updatedAt: at } : {}),
      interviewTip: {
        create: {
          companyName: draft.companyName,
          position: draft.position,
          specialization: draft.specialization,
          workExperience: draft.workExperience,
          applicationYear: draft.applicationYear,
          applicationMonth: draft.applicationMonth,
          interviewResult: draft.interviewResult,
          evaluation: draft.evaluation,
          difficulty: draft.difficulty,
          interviewEnvironment: draft.interviewEnvironment,
          interviewTypes: draft.interviewTypes,
          interviewers: draft.interviewers,
          interviewProgress: draft.interviewProgress,
          interviewQuestions: draft.interviewQuestions,
          interviewAmbiance: draft.interviewAmbiance,
          coverLetter: draft.coverLetter,
          proofs: draft.proofs,
          ...(draft.reviewedAt ? { reviewedAt: draft.reviewedAt } : {}),
        },
      },
    },
    select: { id: true },
  });
  return Number(row.id);
}

/** Moves a review under review to `to` with the operator's note: false when it is not under review. */
export async function decideInterviewTip(db: CommunityDb, id: number, to: Exclude<InterviewReviewStatus, 'underReview'>, note: string | null, at: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const changed = await tx.post.updateMany({ where: { id: BigInt(id), kind: 'interviewTip', reviewStatus: 'underReview' }, data: { reviewStatus: to } });
    if (changed.count === 0) return false;
    await tx.interviewTip.update({ where: { postId: BigInt(id) }, data: { reviewNote: note, reviewedAt: at } });
    return true;
  });
}
