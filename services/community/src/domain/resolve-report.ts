/**
 * A report decided (operators, later; the seed today): actioned or dismissed, once, with the event
 * community.report.resolved in the same transaction (the store writes both). services/account
 * tells the member who reported in My news.
 */
import type { ReportOutcome, ReportStore } from '../data/reports.ts';

/** False when there is no such report or it was decided already. */
export const resolveReport = (store: Pick<ReportStore, 'resolve'>, reportId: number, outcome: ReportOutcome, at = new Date()): Promise<boolean> => store.resolve(reportId, outcome, at);
