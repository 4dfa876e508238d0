/**
 * POST /api/report: a signed-in member reports a job ad, a resume or a community item, once (the
 * same member and item again: 409 with a polite message). The report keeps what the item was: the
 * title of the ad (services/jobs) or resume (services/talent) and a few facts; an item that does not
 * exist is a 404, and so is one the reporter cannot see (an ad under review, ended or deleted; a
 * private resume), with the very same answer (issue 19: hidden and missing cannot be told apart).
 * When jobs or talent cannot be asked the report is still taken, without the snapshot (a report
 * should never be lost to an outage). Community items are this service's own: a post's title, or a
 * comment's text (023E03); one that is missing or not released is the same 404.
 */
import type { Report, ReportBody } from '@phjobs/contracts/community';
import { COMMUNITY_ERROR_CODES, COMMUNITY_MESSAGES as M } from '@phjobs/contracts/messages';
import { conflict, HttpError } from '@phjobs/service-kit/errors';
import type { Logger } from '@phjobs/service-kit/logger';
import type { TargetSnapshot, TargetsClient } from '../clients/targets.ts';
import type { ReportStore } from '../data/reports.ts';

const duplicate = () => conflict(COMMUNITY_ERROR_CODES.reportDuplicate, M.reportDuplicate);
const NO_SNAPSHOT: TargetSnapshot = { title: null, facts: {} };

/** A community item (post or comment) as a report keeps it, or null when members cannot see it. */
export type CommunityItems = (detailCategoryCode: string, targetId: number) => Promise<TargetSnapshot | null>;

const missing = () => new HttpError(404, COMMUNITY_ERROR_CODES.reportTargetMissing, M.reportTargetMissing);

async function snapshotOf(targets: TargetsClient, communityItems: CommunityItems, body: ReportBody, logger: Logger): Promise<TargetSnapshot> {
  if (body.majorCategoryCode === 'community') {
    const found = await communityItems(body.detailCategoryCode, body.targetId);
    if (!found) throw missing();
    return found;
  }
  try {
    const found = body.majorCategoryCode === 'job' ? await targets.jobAd(body.targetId) : await targets.resume(body.targetId);
    if (!found?.isPublic) throw missing();
    return { title: found.title, facts: found.facts };
  } catch (error) {
    if (error instanceof HttpError && error.status === 503) {
      logger.warn({ target: body.majorCategoryCode, targetId: body.targetId }, 'report: the item could not be read; stored without its snapshot');
      return NO_SNAPSHOT;
    }
    throw error;
  }
}

export async function reportItem(
  { store, targets, communityItems, logger }: { store: Pick<ReportStore, 'hasReported' | 'insert'>; targets: TargetsClient; communityItems: CommunityItems; logger: Logger },
  userId: string,
  body: ReportBody,
): Promise<Report> {
  const member = Number(userId);
  if (await store.hasReported(member, body)) throw duplicate();
  const snapshot = await snapshotOf(targets, communityItems, body, logger);
  const report = await store.insert(member, body, snapshot);
  if (!report) throw duplicate();
  return report;
}
