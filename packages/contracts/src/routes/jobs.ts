/**
 * The routes services/jobs serves (zod-free: remotes import it): job ads, scraps, applications and
 * the employer's applicant calls. Their schemas are in ../api/jobs.ts under the same names.
 */
import { defineRoutes } from '../route.ts';

const INDIVIDUAL = ['individual'] as const;
const BUSINESS = ['company', 'master.company'] as const;

/** The list calls: common query, filter body, a page of cards (`isScrapped` for the token's user). */
const list = <P extends string>(path: P, summary: string) => ({ method: 'POST', path, summary, access: 'anyone', rateLimit: null, email: true }) as const;

export const JOBS_ROUTES = defineRoutes('jobs', {
  allJobs: list('/api/jobAds/allJobs', "Ongoing ads matching the 'Detail search' filter"),
  beginner: list('/api/jobAds/beginner', 'Ads open to beginners'),
  preference: list('/api/jobAds/preference', 'Ads matching the chosen preferences'),
  welfare: list('/api/jobAds/welfare', 'Ads with the chosen welfare benefits'),
  regular: list('/api/jobAds/regular', 'Regular jobs'),
  withFriend: list('/api/jobAds/withFriend', 'Ads that take friends together'),
  today: list('/api/jobAds/today', 'Ads posted today (Manila time)'),
  safe: list('/api/jobAds/safe', 'Verified jobs: safeType all, contract, insurance or permit'),
  salary: list('/api/jobAds/salary', 'Jobs by salary: up to five ranges, each in its own pay unit'),
  jobMap: list('/api/jobAds/jobMap', 'Ads inside the visible map area (bounds in the body or the query)'),
  regionJobs: { method: 'GET', path: '/api/jobAds/region', summary: 'Home regional sections: a province (and city)', access: 'anyone', rateLimit: null, email: true },
  scrapList: { method: 'GET', path: '/api/jobAds/scrap', summary: "The member's scrapped ads", access: INDIVIDUAL, rateLimit: null, email: true },
  scrap: { method: 'POST', path: '/api/jobAds/scrap/:id', summary: 'Scrap an ongoing ad (idempotent)', access: INDIVIDUAL, rateLimit: null, email: true },
  unscrap: { method: 'DELETE', path: '/api/jobAds/scrap/:id', summary: 'Remove a scrap (idempotent)', access: INDIVIDUAL, rateLimit: null, email: true },
  // The company's ads (employer.md 'Job ad edit/register wizard', 'Job ad management'). Declared
  // before `jobAd`: /api/jobAds/update/{id}, /end/{id} and /reRegistration/{id} are not ad ids.
  createJobAd: { method: 'POST', path: '/api/jobAds', summary: 'Register an ad (Under Review until the review passes it)', access: BUSINESS, rateLimit: null, email: true, status: 201 },
  jobAdForEdit: { method: 'GET', path: '/api/jobAds/update/:id', summary: "The company's ad in the edit wizard's groups", access: BUSINESS, rateLimit: null, email: true },
  endJobAd: { method: 'PUT', path: '/api/jobAds/end/:id', summary: 'Suspend an ongoing ad (012C to 012D)', access: BUSINESS, rateLimit: null, email: true },
  reRegisterJobAd: { method: 'PUT', path: '/api/jobAds/reRegistration/:id', summary: 'Re-register an ended ad (012D to 012A, reviewed again)', access: BUSINESS, rateLimit: null, email: true },
  updateJobAd: { method: 'PUT', path: '/api/jobAds/:id', summary: "Save the edit wizard's values (reviewed again)", access: BUSINESS, rateLimit: null, email: true },
  deleteJobAd: { method: 'DELETE', path: '/api/jobAds/:id', summary: 'Delete an ad (its applications stay readable by their applicants)', access: BUSINESS, rateLimit: null, email: true },
  myJobs: { method: 'GET', path: '/api/employer/myPage/myJobs', summary: "The company's ads of one status, newest change first", access: BUSINESS, rateLimit: null, email: true },

  // The spec shows no query here; the remote has always sent the `email`, and the service has never checked it.
  jobAd: { method: 'GET', path: '/api/jobAds/:id', summary: "One ad: ongoing ads for everyone, any status for the company that owns it and its master", access: 'anyone', rateLimit: null, email: 'unchecked' },

  // Applications of the individual
  myApplications: { method: 'GET', path: '/api/application/myApplications', summary: "The member's applications", access: INDIVIDUAL, rateLimit: null, email: true },
  applicationData: { method: 'GET', path: '/api/application/:id', summary: "The apply screen's data ({id} is the job ad)", access: INDIVIDUAL, rateLimit: null, email: true },
  applyOnline: { method: 'POST', path: '/api/application/:id', summary: "Apply online with one of the applicant's resumes", access: INDIVIDUAL, rateLimit: null, email: true, status: 201 },
  applyEtc: {
    method: 'POST',
    path: '/api/application/etc/:id',
    summary: 'Apply Direct (also the chat apply), Email, Telephone or Onsite',
    access: INDIVIDUAL,
    rateLimit: null,
    email: true,
    status: 201,
  },
  cancelApplication: { method: 'PUT', path: '/api/application/:id', summary: 'Cancel an application ({id} is the application)', access: INDIVIDUAL, rateLimit: null, email: true },

  // The company's applicants
  applicants: { method: 'GET', path: '/api/application/applicants', summary: "The company's applications", access: BUSINESS, rateLimit: null, email: true },
  applicantJobs: { method: 'GET', path: '/api/application/applicants/job', summary: "The company's ads with their applicant counts (isOnlyOngoing: 012C only)", access: BUSINESS, rateLimit: null, email: true },
  jobApplicantCounts: { method: 'GET', path: '/api/application/applicants/job/:id', summary: "One ad's title and live applications by status (also for its company's master)", access: BUSINESS, rateLimit: null, email: true },
  changeApplicantStatus: {
    method: 'PUT',
    path: '/api/employer/myPage/applicant/changeStatus/:id',
    summary: "Set Pass, Non pass or Under review (statusCode in the body or the query); the ad's company only (its master: 403)",
    access: BUSINESS,
    rateLimit: null,
    email: true,
  },
  applicantDetail: {
    method: 'GET',
    path: '/api/employer/myPage/applicant/detail/:id',
    summary: "One application with the applicant and the resume (the ad's company opening it marks it read); the ad's company and its master",
    access: BUSINESS,
    rateLimit: null,
    email: true,
  },
  jobApplicants: { method: 'GET', path: '/api/employer/myPage/applicant/:id', summary: "One ad's live applications (type=all|unread; byJob = all); also for its company's master", access: BUSINESS, rateLimit: null, email: true },

  // A master's read-only view of its branches (employer.md 'Master account'; ../branches.ts)
  masterJobs: { method: 'GET', path: '/api/master/job/:employerId', summary: "A branch's ads of one status (the master's own branches only: others 404)", access: ['master.company'], rateLimit: null },
  masterApplications: { method: 'GET', path: '/api/master/applicant/:employerId/application', summary: "A branch's applications, newest first", access: ['master.company'], rateLimit: null, email: true },
  masterApplicantJobs: { method: 'GET', path: '/api/master/applicant/:employerId/job', summary: "A branch's ads with their applicant counts", access: ['master.company'], rateLimit: null, email: true },

  // Internal: other services (x-service-token)
  branchCounts: { method: 'GET', path: '/internal/companies/:id/branch-counts', summary: "A branch's applicants, ads and ongoing ads (services/employer)", access: 'internal', rateLimit: null },
  companyAdCounts: { method: 'GET', path: '/internal/companies/:id/ad-counts', summary: "A company's ads by status (services/employer)", access: 'internal', rateLimit: null },
  seekerCounts: { method: 'GET', path: '/internal/users/:id/seeker-counts', summary: "A member's live applications and scraps (services/account)", access: 'internal', rateLimit: null },
  chatAd: { method: 'GET', path: '/internal/job-ads/:id/chat', summary: "An ad's title, status, company and master, deleted ones too (services/chat)", access: 'internal', rateLimit: null },
  internalApplication: { method: 'GET', path: '/internal/applications/:id', summary: 'Who owns an application, its ad, method and chat (services/chat)', access: 'internal', rateLimit: null },
  jobAdSummary: { method: 'GET', path: '/internal/jobAds/:id/summary', summary: "A job ad's title, company and status in any state (services/community: report snapshots)", access: 'internal', rateLimit: null },
  jobAdPage: { method: 'GET', path: '/internal/jobAds/:id/page', summary: "An ad's public page (the gateway's renderer): the visitor's detail of an ongoing ad, or what an ended or deleted ad was and ongoing ads like it", access: 'internal', rateLimit: null },
  sitemapIndex: { method: 'GET', path: '/internal/jobAds/sitemap', summary: 'The sitemap files of ongoing ads: count and latest update of each (the gateway)', access: 'internal', rateLimit: null },
  sitemapPage: { method: 'GET', path: '/internal/jobAds/sitemap/:page', summary: "One sitemap file's ongoing ads: ids and last updates, in id order (the gateway)", access: 'internal', rateLimit: null },
});
