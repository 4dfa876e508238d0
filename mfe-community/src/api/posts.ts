/**
 * Calls of the member-written areas (job talk, counseling, comments, interview reviews, company
 * job reviews), through the typed client (contracts routes/community-posts.ts).
 */
import type {
  Comment,
  CommunityOrderKey,
  CounselingDetail,
  CounselingListItem,
  CounselingListResponse,
  InterviewTipCreateInput,
  InterviewTipDetail,
  InterviewTipListItem,
  JobReviewCompany,
  JobReviewCompanyItem,
  JobReviewCompanyListResponse,
  JobReviewDetail,
  JobReviewInput,
  JobTalkDetail,
  JobTalkListItem,
} from '@phjobs/contracts/community-posts';
import { COMMUNITY_POSTS_ROUTES as R } from '@phjobs/contracts/routes/community-posts';
import type { Page } from '@phjobs/ui/endless';
import { call } from '@phjobs/web-core/client';
import { interviewQuery, type InterviewFilter } from '../domain/posts/interviewSearch';

export const PAGE_UNIT = 10;

export type JobTalkItem = JobTalkListItem;
export type PostBody = { title: string; index: string; articleAttachment: { key: string; fileName: string }[] };

const keywordQuery = (keyword: string) => (keyword ? { keyword } : {});

// Job talk ----------------------------------------------------------------------------------

/** GET /api/community/jobTalks?pageUnit=10&pageNo&keyword&orderKey. */
export async function fetchJobTalks(filter: { keyword: string; orderKey: CommunityOrderKey }, pageNo: number, signal?: AbortSignal): Promise<Page<JobTalkListItem>> {
  const answer = await call(R.jobTalks, { query: { pageUnit: PAGE_UNIT, pageNo, orderKey: filter.orderKey, ...keywordQuery(filter.keyword) }, signal });
  return { items: answer.list, total: answer.count };
}
export const fetchJobTalk = (id: string, signal?: AbortSignal): Promise<JobTalkDetail> => call(R.jobTalk, { params: { id }, signal });
export const createJobTalk = (body: PostBody): Promise<JobTalkDetail> => call(R.createJobTalk, { body });
export const updateJobTalk = (id: string, body: PostBody): Promise<JobTalkDetail> => call(R.updateJobTalk, { params: { id }, body });
export const deleteJobTalk = (id: string): Promise<unknown> => call(R.deleteJobTalk, { params: { id } });

// Comments ----------------------------------------------------------------------------------

export const createReply = (body: { articleId: number; index: string }): Promise<Comment> => call(R.createReply, { body });
export const updateReply = (commentId: number, body: { articleId: number; index: string }): Promise<Comment> => call(R.updateReply, { params: { commentId }, body });
export const deleteReply = (commentId: number): Promise<unknown> => call(R.deleteReply, { params: { commentId } });

// Counseling --------------------------------------------------------------------------------

export type CounselingPage = Page<CounselingListItem> & Pick<CounselingListResponse, 'todayCounselingCOunt' | 'allCounselingCount'>;

/** GET /api/community/jobCounselings?pageUnit=10&pageNo&orderKey&keyword. */
export async function fetchCounselings(filter: { keyword: string; orderKey: CommunityOrderKey }, pageNo: number, signal?: AbortSignal): Promise<CounselingPage> {
  const answer = await call(R.jobCounselings, { query: { pageUnit: PAGE_UNIT, pageNo, orderKey: filter.orderKey, ...keywordQuery(filter.keyword) }, signal });
  return { items: answer.list, total: answer.count, todayCounselingCOunt: answer.todayCounselingCOunt, allCounselingCount: answer.allCounselingCount };
}
export const fetchCounseling = (id: string, signal?: AbortSignal): Promise<CounselingDetail> => call(R.jobCounseling, { params: { id }, signal });
export const createCounseling = (body: PostBody): Promise<CounselingDetail> => call(R.createJobCounseling, { body });
export const updateCounseling = (id: string, body: PostBody): Promise<CounselingDetail> => call(R.updateJobCounseling, { params: { id }, body });
export const deleteCounseling = (id: string): Promise<unknown> => call(R.deleteJobCounseling, { params: { id } });

// Interview reviews -------------------------------------------------------------------------

/** GET /api/community/interviewTips?pageUnit=10&pageNo&orderKey + companyName, interviewResults, specialization (a JSON array of ids). */
export async function fetchInterviewTips(filter: InterviewFilter, orderKey: CommunityOrderKey, pageNo: number, signal?: AbortSignal): Promise<Page<InterviewTipListItem>> {
  const answer = await call(R.interviewTips, { query: { pageUnit: PAGE_UNIT, pageNo, orderKey, ...interviewQuery(filter) }, signal });
  return { items: answer.list, total: answer.count };
}
export const fetchInterviewTip = (id: string, signal?: AbortSignal): Promise<InterviewTipDetail> => call(R.interviewTip, { params: { id }, signal });
export const createInterviewTip = (body: InterviewTipCreateInput): Promise<InterviewTipDetail> => call(R.createInterviewTip, { body });

// Company job reviews -----------------------------------------------------------------------

export type CompanyPage = Page<JobReviewCompanyItem> & Pick<JobReviewCompanyListResponse, 'registedCompanyCount' | 'registedReviewCount'>;

/** GET /api/community/jobReview/companyList?keyword (paged by 10). */
export async function fetchReviewCompanies(keyword: string, pageNo: number, signal?: AbortSignal): Promise<CompanyPage> {
  const answer = await call(R.jobReviewCompanies, { query: { pageUnit: PAGE_UNIT, pageNo, ...keywordQuery(keyword) }, signal });
  return { items: answer.list, total: answer.count, registedCompanyCount: answer.registedCompanyCount, registedReviewCount: answer.registedReviewCount };
}
export type ReviewPage = Page<JobReviewCompany['list'][number]> & { company: Omit<JobReviewCompany, 'list'> };

/** GET /api/community/jobReview/company?companyName&pageUnit=10&pageNo: its averages and a page of its reviews. */
export async function fetchReviewCompany(companyName: string, pageNo: number, signal?: AbortSignal): Promise<ReviewPage> {
  const { list, ...company } = await call(R.jobReviewCompany, { query: { companyName, pageUnit: PAGE_UNIT, pageNo }, signal });
  return { items: list, total: company.reviewCount, company };
}
export const fetchJobReview = (id: string, signal?: AbortSignal): Promise<JobReviewDetail> => call(R.jobReview, { params: { id }, signal });
export const createJobReview = (body: JobReviewInput): Promise<JobReviewDetail> => call(R.createJobReview, { body });
export const updateJobReview = (id: string, body: JobReviewInput): Promise<JobReviewDetail> => call(R.updateJobReview, { params: { id }, body });
export const deleteJobReview = (id: string): Promise<unknown> => call(R.deleteJobReview, { params: { id } });
