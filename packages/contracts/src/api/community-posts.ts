/** The schemas of services/community's member-written routes (../routes/community-posts.ts), under the same names. */
import {
  ZArticleIdParam,
  ZComment,
  ZCommentBody,
  ZCommentIdParam,
  ZCommunityEmailQuery,
  ZCounselingDetail,
  ZCounselingListResponse,
  ZInterviewTipCreateBody,
  ZInterviewTipDetail,
  ZInterviewTipIdParam,
  ZInterviewTipListQuery,
  ZInterviewTipListResponse,
  ZInterviewTipQueueQuery,
  ZInterviewTipQueueResponse,
  ZInterviewTipRejectBody,
  ZInterviewTipReviewState,
  ZJobReviewBody,
  ZJobReviewCompany,
  ZJobReviewCompanyListQuery,
  ZJobReviewCompanyListResponse,
  ZJobReviewCompanyQuery,
  ZJobReviewDetail,
  ZJobReviewIdParam,
  ZJobTalkDetail,
  ZJobTalkListResponse,
  ZMyTalkKindParam,
  ZMyTalkQuery,
  ZMyTalkResponse,
  ZPostBody,
  ZPostListQuery,
} from '../community-posts.ts';
import { withSchemas } from '../route-schemas.ts';
import { COMMUNITY_POSTS_ROUTES } from '../routes/community-posts.ts';

const writer = { 403: 'A company or master member (community/individual-only), or another member\'s item (community/not-owner).' } as const;
const owned = { ...writer, 404: 'No such post (or deleted).' } as const;

export const COMMUNITY_POSTS_API = withSchemas(COMMUNITY_POSTS_ROUTES, {
  jobTalks: { query: ZPostListQuery, response: ZJobTalkListResponse },
  jobTalk: { params: ZArticleIdParam, query: ZCommunityEmailQuery, response: ZJobTalkDetail, errors: { 404: 'No such job talk post (or deleted).' } },
  createJobTalk: { query: ZCommunityEmailQuery, body: ZPostBody, response: ZJobTalkDetail, errors: writer },
  updateJobTalk: { params: ZArticleIdParam, query: ZCommunityEmailQuery, body: ZPostBody, response: ZJobTalkDetail, errors: owned },
  deleteJobTalk: { params: ZArticleIdParam, query: ZCommunityEmailQuery, response: null, errors: owned },

  createReply: { query: ZCommunityEmailQuery, body: ZCommentBody, response: ZComment, errors: { ...writer, 404: 'No such post, or an interview review not released.' } },
  updateReply: { params: ZCommentIdParam, query: ZCommunityEmailQuery, body: ZCommentBody, response: ZComment, errors: { ...writer, 404: 'No such comment.' } },
  deleteReply: { params: ZCommentIdParam, query: ZCommunityEmailQuery, response: null, errors: { ...writer, 404: 'No such comment.' } },

  jobCounselings: { query: ZPostListQuery, response: ZCounselingListResponse },
  jobCounseling: { params: ZArticleIdParam, query: ZCommunityEmailQuery, response: ZCounselingDetail, errors: { 404: 'No such counseling post (or deleted).' } },
  createJobCounseling: { query: ZCommunityEmailQuery, body: ZPostBody, response: ZCounselingDetail, errors: writer },
  updateJobCounseling: { params: ZArticleIdParam, query: ZCommunityEmailQuery, body: ZPostBody, response: ZCounselingDetail, errors: owned },
  deleteJobCounseling: { params: ZArticleIdParam, query: ZCommunityEmailQuery, response: null, errors: owned },

  interviewTips: { query: ZInterviewTipListQuery, response: ZInterviewTipListResponse },
  interviewTip: { params: ZArticleIdParam, query: ZCommunityEmailQuery, response: ZInterviewTipDetail, errors: { 404: 'No such interview review, or not released and not the caller\'s.' } },
  createInterviewTip: { query: ZCommunityEmailQuery, body: ZInterviewTipCreateBody, response: ZInterviewTipDetail, errors: writer },
  interviewTipsUnderReview: { query: ZInterviewTipQueueQuery, response: ZInterviewTipQueueResponse },
  releaseInterviewTip: { params: ZInterviewTipIdParam, response: ZInterviewTipReviewState, errors: { 404: 'No such interview review.', 409: 'Not under review (interviewTip/not-under-review).' } },
  rejectInterviewTip: { params: ZInterviewTipIdParam, body: ZInterviewTipRejectBody, response: ZInterviewTipReviewState, errors: { 404: 'No such interview review.', 409: 'Not under review (interviewTip/not-under-review).' } },

  jobReviewCompanies: { query: ZJobReviewCompanyListQuery, response: ZJobReviewCompanyListResponse },
  jobReviewCompany: { query: ZJobReviewCompanyQuery, response: ZJobReviewCompany },
  jobReview: { params: ZJobReviewIdParam, query: ZCommunityEmailQuery, response: ZJobReviewDetail, errors: { 404: 'No such job review.' } },
  createJobReview: { query: ZCommunityEmailQuery, body: ZJobReviewBody, response: ZJobReviewDetail, errors: { ...writer, 409: 'A review of this company by the caller this year exists (jobReview/duplicate).' } },
  updateJobReview: { params: ZJobReviewIdParam, query: ZCommunityEmailQuery, body: ZJobReviewBody, response: ZJobReviewDetail, errors: { ...writer, 404: 'No such job review.', 409: 'Renamed to a company the caller reviewed this year (jobReview/duplicate).' } },
  deleteJobReview: { params: ZJobReviewIdParam, query: ZCommunityEmailQuery, response: null, errors: { ...writer, 404: 'No such job review.' } },

  myTalks: { params: ZMyTalkKindParam, query: ZMyTalkQuery, response: ZMyTalkResponse },
});
