/**
 * The routes services/talent serves (zod-free: remotes import it): resumes, talents, offers.
 * Their schemas are in ../api/talent.ts under the same names.
 */
import { defineRoutes } from '../route.ts';

const INDIVIDUAL = ['individual'] as const;
const BUSINESS = ['company', 'master.company'] as const;
/** Talent browsing: signed-in members; the service refuses an individual without a published resume. */
const BROWSERS = ['individual', 'company', 'master.company'] as const;

/** The talent list calls: common query, 'Talent search filter' body, a page and the count. */
const talentList = <P extends string>(path: P, summary: string) => ({ method: 'POST', path, summary, access: BROWSERS, rateLimit: null, email: true }) as const;

export const TALENT_ROUTES = defineRoutes('talent', {
  talentCount: { method: 'GET', path: '/api/talent/count', summary: 'The talent home counters', access: 'anyone', rateLimit: null },

  // Talent search (contracts talent.ts 'Talent search'): company and master users; individuals only
  // while one of their resumes is published (else 403); visitors 401.
  specialTalents: { method: 'GET', path: '/api/talent/special', summary: 'Talent home: the most viewed talents of the last 30 days', access: BROWSERS, rateLimit: null, email: true },
  plusTalents: { method: 'GET', path: '/api/talent/plus', summary: 'Talent home: plus talents (fully filled-in resumes)', access: BROWSERS, rateLimit: null, email: true },
  recentTalents: { method: 'GET', path: '/api/talent/recent', summary: 'Talent home: the latest published or updated talents', access: BROWSERS, rateLimit: null, email: true },
  allTalents: talentList('/api/talent/allTalents', "Published resumes matching the 'Talent detail search' filter"),
  todayTalents: talentList('/api/talent/todayTalents', 'Talents published or updated today (Manila time)'),
  specialistTalents: talentList('/api/talent/specialistTalents', 'Talents of one of the ten specialist categories (query specialization)'),
  freelancerTalents: talentList('/api/talent/freelancerTalents', 'Talents wanting freelance work in artsMedia, computer or sales (query freelancer)'),
  scrapTalent: { method: 'POST', path: '/api/talent/scrap/:resumeId', summary: 'Scrap a published talent (idempotent)', access: BUSINESS, rateLimit: null, email: true },
  unscrapTalent: { method: 'DELETE', path: '/api/talent/scrap/:resumeId', summary: 'Remove a talent scrap (idempotent)', access: BUSINESS, rateLimit: null, email: true },
  // The gateway sends /api/employer/myPage/talent/* here (longest prefix wins over /api/employer/myPage).
  talentScrapList: { method: 'GET', path: '/api/employer/myPage/talent/scrap', summary: "The company's scrapped talents (period chips and keyword)", access: BUSINESS, rateLimit: null, email: true },
  talentResume: {
    method: 'GET',
    path: '/api/talent/:id',
    summary: 'A published resume as a talent (what a viewer sees depends on who asks)',
    access: 'anyone',
    rateLimit: null,
    email: true,
    // Other words under /api/talent/ (special, plus, recent, ...) are other calls, not a resume id.
    match: { id: /^\d+$/ },
  },

  // The member's own resumes
  myResumes: { method: 'GET', path: '/api/resume/myResumes', summary: "The member's resumes", access: INDIVIDUAL, rateLimit: null, email: true },
  individualInfo: { method: 'GET', path: '/api/resume/individualInfo', summary: "The member's profile as the resume shows it", access: INDIVIDUAL, rateLimit: null, email: true },
  viewedResumes: { method: 'GET', path: '/api/resume/viewed', summary: "Companies that viewed the member's resumes", access: INDIVIDUAL, rateLimit: null, email: true },
  scrappedResumes: { method: 'GET', path: '/api/resume/scrapped', summary: "Companies that scrapped the member's resumes", access: INDIVIDUAL, rateLimit: null, email: true },
  setResume: { method: 'POST', path: '/api/resume/setResume', summary: 'Create a resume', access: INDIVIDUAL, rateLimit: null, email: true, status: 201 },
  changeResumeStatus: { method: 'PUT', path: '/api/resume/changeStatus/:id', summary: 'Publish a resume or make it private', access: INDIVIDUAL, rateLimit: null, email: true },
  resume: { method: 'GET', path: '/api/resume/:id', summary: "One of the member's resumes", access: INDIVIDUAL, rateLimit: null, email: true },
  updateResume: { method: 'PUT', path: '/api/resume/:id', summary: 'Change a resume', access: INDIVIDUAL, rateLimit: null, email: true },
  deleteResume: { method: 'DELETE', path: '/api/resume/:id', summary: 'Delete a resume', access: INDIVIDUAL, rateLimit: null, email: true },

  // Offers: companies send them, talents answer
  createOffer: { method: 'POST', path: '/api/offer', summary: 'Send an offer to a published resume, for an ongoing ad of the company', access: BUSINESS, rateLimit: null, email: true, status: 201 },
  applicationOffers: { method: 'GET', path: '/api/offer/applicationOffers', summary: 'Offers the member received', access: INDIVIDUAL, rateLimit: null, email: true },
  applicantOffers: { method: 'GET', path: '/api/offer/applicantOffers', summary: "The company's sent offers", access: BUSINESS, rateLimit: null, email: true },
  offerDetail: { method: 'GET', path: '/api/offer/detail/:offerId', summary: "The company's own offer", access: BUSINESS, rateLimit: null, email: true },
  // Ours (the spec names no call for /talent/{slug}/{id}/status): the company's own offers to one resume.
  companyResumeOffers: { method: 'GET', path: '/api/offer/resume/:resumeId', summary: "The company's offers to one resume, newest first (the offer status page)", access: BUSINESS, rateLimit: null, email: true },
  offerAnswered: { method: 'GET', path: '/api/offer/:offerId/answered', summary: 'The answer the member gave', access: INDIVIDUAL, rateLimit: null, email: true },
  offer: { method: 'GET', path: '/api/offer/:offerId', summary: 'An offer as the talent sees it', access: INDIVIDUAL, rateLimit: null, email: true },
  answerOffer: { method: 'PUT', path: '/api/offer/:offerId', summary: 'Accept or decline an offer', access: INDIVIDUAL, rateLimit: null, email: true },

  // Internal: other services (x-service-token)
  memberResumes: { method: 'GET', path: '/internal/users/:userId/resumes', summary: "The applicant's resumes for the apply screen (services/jobs)", access: 'internal', rateLimit: null },
  memberResumeCount: { method: 'GET', path: '/internal/users/:userId/resume-count', summary: "A member's resume count (services/account)", access: 'internal', rateLimit: null },
  internalResume: { method: 'GET', path: '/internal/resumes/:id', summary: "One resume and its owner, for an employer's applicant detail (services/jobs)", access: 'internal', rateLimit: null },
  memberCounts: { method: 'GET', path: '/internal/users/:userId/counts', summary: "A member's resume and offer counts", access: 'internal', rateLimit: null },
});
