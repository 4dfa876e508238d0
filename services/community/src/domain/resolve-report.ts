/**
 * A report decided (operators, later; the seed today): actioned or dismissed, once, with the event
 * community.report.resolved in the same transaction. services/account tells the member who
 * reported in My news.
 */
import { EVENT_SUBJECTS, type EventPayload } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import { writeSeedEvent } from '@phjobs/service-kit/events/seed-events';
import type { CommunityDb } from '../data/db.ts';
import { resolveReportRow } from '../data/reports.ts';

type Tx = Parameters<Parameters<CommunityDb['$transaction']>[0]>[0];
export type ReportOutcome = 'actioned' | 'dismissed';

async function resolveIn(tx: Tx, reportId: number, outcome: ReportOutcome, at: Date, seed: boolean): Promise<boolean> {
  const row = await resolveReportRow(tx, reportId, outcome, at);
  if (!row) return false;
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

/** Decides report `reportId`; false when there is no such report or it was decided already. */
export const resolveReport = (db: CommunityDb, reportId: number, outcome: ReportOutcome, at = new Date()): Promise<boolean> =>
  db.$transaction((tx) => resolveIn(tx, reportId, outcome, at, false));

export const resolveReportInSeed = (tx: Tx, reportId: number, outcome: ReportOutcome, at: Date) => resolveIn(tx, reportId, outcome, at, true);
