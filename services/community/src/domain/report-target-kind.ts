import type { ReportBody } from '@phjobs/contracts/community';

/** Comments have ids of their own: a reported comment (community, 023E03) is told apart from a post with the same id. */
export const reportTargetKind = (body: Pick<ReportBody, 'majorCategoryCode' | 'detailCategoryCode'>): 'comment' | 'item' =>
  body.majorCategoryCode === 'community' && body.detailCategoryCode === '023E03' ? 'comment' : 'item';
