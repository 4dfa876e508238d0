import type { COMMUNITY_POSTS_API } from '@phjobs/contracts/api/community-posts';
import { COMMUNITY_POST_MESSAGES as M, JOB_RATING_CODES } from '@phjobs/contracts/community-posts';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { CommunityDb } from '../data/db.ts';
import { companyReviews, deleteJobReview, findJobReview, insertJobReview, listReviewedCompanies, toJobReviewItem, updateJobReview } from '../data/job-reviews.ts';
import { companyKey } from '../domain/posts/rules.ts';
import { editJobReview, removeJobReview, writeJobReview, type JobReviewStore } from '../domain/posts/write-job-review.ts';

/** Company job reviews: the companies, one company's reviews and averages, one review, writing. */
export function jobReviewHandlers({ db, now }: { db: CommunityDb; now: () => Date }): Handlers<
  typeof COMMUNITY_POSTS_API,
  'jobReviewCompanies' | 'jobReviewCompany' | 'jobReview' | 'createJobReview' | 'updateJobReview' | 'deleteJobReview'
> {
  const store: JobReviewStore = {
    find: (id) => findJobReview(db, id),
    insert: (draft) => insertJobReview(db, draft),
    update: (id, userId, draft, at) => updateJobReview(db, id, userId, draft, at),
    delete: (id, userId) => deleteJobReview(db, id, userId),
  };
  const answer = async (id: number, viewer: bigint | null) => {
    const row = await findJobReview(db, id);
    if (!row) throw notFound(M.reviewNotFound);
    return toJobReviewItem(row, viewer);
  };
  return {
    jobReviewCompanies: async ({ query }) => {
      const found = await listReviewedCompanies(db, query);
      return { registedCompanyCount: found.companies, registedReviewCount: found.reviews, list: found.list, count: found.count };
    },
    jobReviewCompany: async ({ query, principal }) => {
      const { summary, rows } = await companyReviews(db, companyKey(query.companyName), query.pageUnit, query.pageNo);
      const viewer = principal ? BigInt(principal.userId) : null;
      const averages = { '034A': summary?.environment ?? 0, '034B': summary?.employer ?? 0, '034C': summary?.coworker ?? 0 } as const;
      return {
        companyName: summary?.company_name ?? query.companyName.trim(),
        reviewCount: summary?.review_count ?? 0,
        score: summary?.score ?? 0,
        ratings: JOB_RATING_CODES.map((ratingCode) => ({ ratingCode, score: averages[ratingCode] })),
        recommendCount: summary?.recommend ?? 0,
        list: rows.map((row) => toJobReviewItem(row, viewer)),
      };
    },
    jobReview: ({ params, principal }) => answer(params.id, principal ? BigInt(principal.userId) : null),
    createJobReview: async ({ body, principal }) => answer(await writeJobReview({ store, now }, principal, body), BigInt(principal.userId)),
    updateJobReview: async ({ params, body, principal }) => {
      await editJobReview({ store, now }, principal, params.id, body);
      return answer(params.id, BigInt(principal.userId));
    },
    deleteJobReview: ({ params, principal }) => removeJobReview({ store }, principal, params.id),
  };
}
