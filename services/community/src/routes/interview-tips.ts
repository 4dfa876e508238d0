import type { COMMUNITY_POSTS_API } from '@phjobs/contracts/api/community-posts';
import { COMMUNITY_POST_MESSAGES as M } from '@phjobs/contracts/community-posts';
import type { Principal } from '@phjobs/service-kit/auth';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import { decideInterviewTip, findInterviewTip, insertInterviewTip, interviewTipQueue, listInterviewTips } from '../data/interview-tips.ts';
import { listComments } from '../data/posts.ts';
import { decideInterviewReview } from '../domain/posts/review-interview-tip.ts';
import { writeInterviewTip } from '../domain/posts/write-interview-tip.ts';
import { interviewTipDetail, interviewTipItem } from './post-answers.ts';
import { countViewOf, type PostRouteDeps } from './posts.ts';

const viewerOf = (principal: Principal | null, now: Date) => ({ id: principal ? BigInt(principal.userId) : null, now });

/** Interview reviews: the released list, one review (an unreleased one to its writer only), writing, and the operators' calls. */
export function interviewTipHandlers(
  deps: PostRouteDeps,
): Handlers<typeof COMMUNITY_POSTS_API, 'interviewTips' | 'interviewTip' | 'createInterviewTip' | 'interviewTipsUnderReview' | 'releaseInterviewTip' | 'rejectInterviewTip'> {
  const { db, lists, now } = deps;
  const decisions = { exists: async (id: number) => (await findInterviewTip(db, id)) !== null, decide: (id: number, to: 'released' | 'rejected', note: string | null, at: Date) => decideInterviewTip(db, id, to, note, at) };
  const state = async (id: number) => {
    const row = await findInterviewTip(db, id);
    if (!row?.interviewTip) throw notFound(M.reviewNotFound);
    return { articleId: id, reviewStatus: row.reviewStatus as 'released' | 'rejected', reviewNote: row.interviewTip.reviewNote, reviewedAt: (row.interviewTip.reviewedAt ?? now()).toISOString() };
  };
  return {
    interviewTips: async ({ query, principal }) => {
      const { rows, count } = await listInterviewTips(lists, query);
      const viewer = viewerOf(principal, now());
      return { list: rows.map((row) => interviewTipItem(row, viewer)), count };
    },
    interviewTip: async ({ params, principal, req }) => {
      const row = await findInterviewTip(db, params.id);
      const mine = row !== null && principal !== null && String(row.userId) === principal.userId;
      if (!row || (row.reviewStatus !== 'released' && !mine)) throw notFound(M.reviewNotFound);
      const counted = row.reviewStatus === 'released' && (await countViewOf(deps, params.id, principal, req));
      const comments = await listComments(db, params.id);
      return interviewTipDetail({ ...row, viewCount: row.viewCount + (counted ? 1 : 0) }, comments, viewerOf(principal, now()));
    },
    createInterviewTip: async ({ body, principal }) => {
      const id = await writeInterviewTip({ store: { insert: (draft) => insertInterviewTip(db, draft) }, now }, principal, body);
      const row = await findInterviewTip(db, id);
      if (!row) throw new Error(`interview review ${id} vanished after its insert`);
      return interviewTipDetail(row, [], viewerOf(principal, now()));
    },
    interviewTipsUnderReview: async ({ query }) => {
      const { rows, count } = await interviewTipQueue(db, query.pageUnit, query.pageNo);
      const viewer = viewerOf(null, now());
      return { list: rows.map((row) => ({ ...interviewTipDetail(row, [], viewer, true), userId: Number(row.userId) })), count };
    },
    releaseInterviewTip: async ({ params }) => {
      await decideInterviewReview({ store: decisions, now }, params.id, { to: 'released' });
      return state(params.id);
    },
    rejectInterviewTip: async ({ params, body }) => {
      await decideInterviewReview({ store: decisions, now }, params.id, { to: 'rejected', reason: body.reason });
      return state(params.id);
    },
  };
}
