/**
 * The routes of services/community's member-written areas (issue 17): job talk, counseling,
 * comments, interview reviews, company job reviews and My talk (zod-free: remotes import it). Their
 * schemas are in ../api/community-posts.ts under the same names, the shapes and decisions in
 * ../community-posts.ts.
 *
 * Writes are for individual members: the access 'member' lets the service answer company and
 * master members 403 `community/individual-only` with the spec's 'Only Individual members can
 * register.' (visitors 401 from the kit). Changing or deleting another member's item: 403
 * `community/not-owner`.
 */
import { defineRoutes } from '../route.ts';

const id = { id: /^\d+$/ };

export const COMMUNITY_POSTS_ROUTES = defineRoutes('community', {
  // Job talk (the home shows the 4 newest with pageUnit=4)
  jobTalks: { method: 'GET', path: '/api/community/jobTalks', summary: 'Job talk posts by keyword, newest or most viewed first', access: 'anyone', rateLimit: null, email: true },
  jobTalk: { method: 'GET', path: '/api/community/jobTalk/:id', summary: 'A job talk post with its photos and comments (counts a view once a day per viewer)', access: 'anyone', rateLimit: null, email: true, match: id },
  createJobTalk: { method: 'POST', path: '/api/community/jobTalk', summary: 'Write a job talk post (individual members)', access: 'member', rateLimit: null, email: true, status: 201 },
  updateJobTalk: { method: 'PUT', path: '/api/community/jobTalk/:id', summary: 'Edit one of your job talk posts', access: 'member', rateLimit: null, email: true, match: id },
  deleteJobTalk: { method: 'DELETE', path: '/api/community/jobTalk/:id', summary: 'Delete one of your job talk posts (and its comments)', access: 'member', rateLimit: null, email: true, status: 204, match: id },

  // Comments on job talk, counseling and released interview reviews
  createReply: { method: 'POST', path: '/api/community/reply', summary: 'Comment on a post (individual members)', access: 'member', rateLimit: null, email: true, status: 201 },
  updateReply: { method: 'PUT', path: '/api/community/reply/:commentId', summary: 'Edit one of your comments', access: 'member', rateLimit: null, email: true, match: { commentId: /^\d+$/ } },
  deleteReply: { method: 'DELETE', path: '/api/community/reply/:commentId', summary: 'Delete one of your comments', access: 'member', rateLimit: null, email: true, status: 204, match: { commentId: /^\d+$/ } },

  // Job counseling
  jobCounselings: { method: 'GET', path: '/api/community/jobCounselings', summary: "Counseling posts by keyword, with today's and all posts' counts", access: 'anyone', rateLimit: null, email: true },
  jobCounseling: { method: 'GET', path: '/api/community/jobCounseling/:id', summary: 'A counseling post with its photos and answers (counts a view once a day per viewer)', access: 'anyone', rateLimit: null, email: true, match: id },
  createJobCounseling: { method: 'POST', path: '/api/community/jobCounseling', summary: 'Write a counseling post (individual members)', access: 'member', rateLimit: null, email: true, status: 201 },
  updateJobCounseling: { method: 'PUT', path: '/api/community/jobCounseling/:id', summary: 'Edit one of your counseling posts', access: 'member', rateLimit: null, email: true, match: id },
  deleteJobCounseling: { method: 'DELETE', path: '/api/community/jobCounseling/:id', summary: 'Delete one of your counseling posts (and its answers)', access: 'member', rateLimit: null, email: true, status: 204, match: id },

  // Interview reviews ('Screening Reviews'): anonymous, released after review
  interviewTips: { method: 'GET', path: '/api/community/interviewTips', summary: 'Released interview reviews by company name, result and specialization', access: 'anyone', rateLimit: null, email: true },
  interviewTip: { method: 'GET', path: '/api/community/interviewTip/:id', summary: 'An interview review with its comments (unreleased: its writer only)', access: 'anyone', rateLimit: null, email: true, match: id },
  createInterviewTip: { method: 'POST', path: '/api/community/interviewTip', summary: 'Write an interview review with proof (individual members); it waits for review', access: 'member', rateLimit: null, email: true, status: 201 },
  interviewTipsUnderReview: { method: 'GET', path: '/internal/community/interviewTips/underReview', summary: "The operators' queue of interview reviews waiting for review, oldest first", access: 'internal', rateLimit: null },
  releaseInterviewTip: { method: 'POST', path: '/internal/community/interviewTip/:id/release', summary: 'An operator releases an interview review to everyone', access: 'internal', rateLimit: null, match: id },
  rejectInterviewTip: { method: 'POST', path: '/internal/community/interviewTip/:id/reject', summary: 'An operator declines to release an interview review, with a reason its writer sees', access: 'internal', rateLimit: null, match: id },

  // Company job reviews
  jobReviewCompanies: { method: 'GET', path: '/api/community/jobReview/companyList', summary: 'Companies with job reviews, by keyword, with the counts of companies and reviews', access: 'anyone', rateLimit: null, email: true },
  jobReviewCompany: { method: 'GET', path: '/api/community/jobReview/company', summary: "One company's job reviews and averages", access: 'anyone', rateLimit: null, email: true },
  jobReview: { method: 'GET', path: '/api/community/jobReview/:id', summary: 'A job review', access: 'anyone', rateLimit: null, email: true, match: id },
  createJobReview: { method: 'POST', path: '/api/community/jobReview', summary: 'Review a company you worked for (individual members; once a year per company)', access: 'member', rateLimit: null, email: true, status: 201 },
  updateJobReview: { method: 'PUT', path: '/api/community/jobReview/:id', summary: 'Edit one of your job reviews', access: 'member', rateLimit: null, email: true, match: id },
  deleteJobReview: { method: 'DELETE', path: '/api/community/jobReview/:id', summary: 'Delete one of your job reviews', access: 'member', rateLimit: null, email: true, status: 204, match: id },

  // My talk (the individual my-page; served here, the rest of /api/individual/myPage is account's)
  myTalks: { method: 'GET', path: '/api/individual/myPage/myTalks/:kind', summary: "The caller's own job talk posts, interview reviews or counseling posts", access: ['individual'], rateLimit: null, email: true },
});
