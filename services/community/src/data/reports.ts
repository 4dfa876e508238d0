/** Members' reports (table report): one per member and item. */
import type { Report, ReportBody } from '@phjobs/contracts/community';
import type { QnaDetailCode, ReportStatus, ReportTarget } from '@phjobs/contracts/codes';
import { EVENT_SUBJECTS, type EventPayload } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import { writeSeedEvent } from '@phjobs/service-kit/events/seed-events';
import { Prisma } from '../generated/prisma/client.ts';
import type { CommunityDb } from './db.ts';
import type { CommunityTx } from './qna.ts';
import { reportTargetKind } from '../domain/report-target-kind.ts';

const SELECT = { id: true, targetType: true, targetId: true, detailCategoryCode: true, targetTitle: true, statusCode: true, createdAt: true } as const;
type Row = Prisma.ReportGetPayload<{ select: typeof SELECT }>;

const toReport = (row: Row): Report => ({
  reportId: Number(row.id),
  majorCategoryCode: row.targetType as ReportTarget,
  detailCategoryCode: row.detailCategoryCode as QnaDetailCode,
  targetId: Number(row.targetId),
  targetTitle: row.targetTitle,
  statusCode: row.statusCode as ReportStatus,
  createdAt: row.createdAt.toISOString(),
});

export async function hasReported(db: CommunityDb, userId: number, body: Pick<ReportBody, 'majorCategoryCode' | 'detailCategoryCode' | 'targetId'>): Promise<boolean> {
  return (await db.report.count({ where: { userId: BigInt(userId), targetType: body.majorCategoryCode, targetKind: reportTargetKind(body), targetId: BigInt(body.targetId) } })) > 0;
}

/** Stores a report; null when the member reported the item already (the unique key held, a race included). */
export async function insertReport(
  db: CommunityDb,
  userId: number,
  body: ReportBody,
  snapshot: { title: string | null; facts: Record<string, string | number | null> },
  createdAt?: Date,
): Promise<Report | null> {
  try {
    const row = await db.report.create({
      data: {
        userId: BigInt(userId),
        targetType: body.majorCategoryCode,
        targetKind: reportTargetKind(body),
        targetId: BigInt(body.targetId),
        detailCategoryCode: body.detailCategoryCode,
        content: body.content,
        email: body.email,
        targetTitle: snapshot.title,
        targetSnapshot: snapshot.facts,
        ...(createdAt ? { createdAt } : {}),
      },
      select: SELECT,
    });
    return toReport(row);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
    throw error;
  }
}

export type ReportOutcome = Exclude<ReportStatus, 'received'>;

/**
 * Decides report `reportId` in `tx`, once: the outcome and its time, and community.report.resolved
 * in the outbox of the same transaction (`seed`: a deterministic event id). False when there is no
 * such report or it was decided already.
 */
export async function resolveReportWithEvent(tx: CommunityTx, reportId: number, outcome: ReportOutcome, at: Date, seed = false): Promise<boolean> {
  const changed = await tx.report.updateMany({ where: { id: BigInt(reportId), statusCode: 'received' }, data: { statusCode: outcome, resolvedAt: at } });
  if (changed.count === 0) return false;
  const row = await tx.report.findUniqueOrThrow({ where: { id: BigInt(reportId) }, select: { id: true, userId: true, targetType: true, targetId: true, targetTitle: true } });
  const payload: EventPayload<'community.report.resolved'> = {
    reportId: String(row.id),
    userId: String(row.userId),
    majorCategoryCode: row.targetType,
    targetId: String(row.targetId),
    targetTitle: row.targetTitle,
    outcome,
    resolvedAt: at.toISOString(),
  };
  if (seed) await writeSeedEvent(tx, EVENT_SUBJECTS.REPORT_RESOLVED, payload, { key: payload.reportId, occurredAt: at });
  else await writeOutbox(tx, EVENT_SUBJECTS.REPORT_RESOLVED, payload, { occurredAt: at });
  return true;
}

/** The report repository the domain is given (domain/report-item.ts, resolve-report.ts). */
export function reportStore(db: CommunityDb) {
  return {
    hasReported: (userId: number, body: ReportBody) => hasReported(db, userId, body),
    insert: (userId: number, body: ReportBody, snapshot: { title: string | null; facts: Record<string, string | number | null> }) => insertReport(db, userId, body, snapshot),
    resolve: (reportId: number, outcome: ReportOutcome, at: Date) => db.$transaction((tx) => resolveReportWithEvent(tx, reportId, outcome, at)),
  };
}
export type ReportStore = ReturnType<typeof reportStore>;

/**
 * What a report of a community item keeps: a post's title and kind, or (023E03, 'Report a comment')
 * the start of a comment's text; null when no such item is visible to members (a missing one, or an
 * interview review not released: the same answer, so that a report tells nothing hidden apart).
 */
export async function communityItemSnapshot(db: CommunityDb, detailCategoryCode: string, targetId: number): Promise<{ title: string; facts: Record<string, string | number | null> } | null> {
  if (detailCategoryCode === '023E03') {
    const comment = await db.comment.findUnique({ where: { id: BigInt(targetId) }, select: { body: true, nickName: true, postId: true } });
    return comment ? { title: comment.body.slice(0, 100), facts: { kind: 'comment', articleId: Number(comment.postId), nickName: comment.nickName } } : null;
  }
  const post = await db.post.findFirst({ where: { id: BigInt(targetId), reviewStatus: 'released' }, select: { title: true, kind: true, nickName: true } });
  return post ? { title: post.title, facts: { kind: post.kind, nickName: post.nickName } } : null;
}
