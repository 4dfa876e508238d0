/** The schemas of services/jobs' routes (../routes/jobs.ts), under the same names. */
import { ZCommunityIdParam, ZInternalJobAdSummary } from '../community.ts';
import {
  ZApplicantDetail,
  ZApplicantDetailQuery,
  ZApplicantJobsQuery,
  ZApplicantJobsResponse,
  ZApplicantsQuery,
  ZApplicantsResponse,
  ZApplicationIdParam,
  ZApplyResponse,
  ZCancelApplicationBody,
  ZCancelApplicationResponse,
  ZChangeApplicationStatusBody,
  ZChangeApplicationStatusResponse,
  ZInternalApplication,
  ZJobApplicantCounts,
  ZJobApplicantsQuery,
  ZMyApplicationsQuery,
  ZMyApplicationsResponse,
  ZSeekerCounts,
} from '../applications.ts';
import { ZInternalChatAd } from '../chat.ts';
import { ZCompanyAdCounts } from '../employer.ts';
import {
  MASTER_READ_ONLY_MESSAGE,
  ZBranchApplicantJobsResponse,
  ZBranchApplicationsResponse,
  ZBranchCounts,
  ZBranchIdParam,
  ZMasterApplicantsQuery,
  ZMasterJobsQuery,
  ZMasterJobsResponse,
} from '../branches.ts';
import {
  ZAllJobsQuery,
  ZApplicationData,
  ZApplicationDataQuery,
  ZApplyEtcBody,
  ZApplyOnlineBody,
  ZJobAdDetail,
  ZJobAdIdParam,
  ZJobListResponse,
  ZJobMapFilter,
  ZJobMapQuery,
  ZJobSearchFilter,
  ZRegionJobsQuery,
  ZRegionJobsResponse,
  ZSafeJobsQuery,
  ZSalaryJobsFilter,
  ZScrapListQuery,
  ZScrapListResponse,
  ZScrapResponse,
} from '../jobs.ts';
import { ZJobAdPage, ZSitemapIndex, ZSitemapIndexQuery, ZSitemapPage, ZSitemapPageParams } from '../job-pages.ts';
import { ZJobAdCreated, ZJobAdForEdit, ZJobAdPayload, ZJobAdStatusAnswer, ZMyJobsQuery, ZMyJobsResponse } from '../job-ad-form.ts';
import { orEmptyObject, withSchemas } from '../route-schemas.ts';
import { JOBS_ROUTES } from '../routes/jobs.ts';

const list = { query: ZAllJobsQuery, body: ZJobSearchFilter, response: ZJobListResponse } as const;
const NO_AD = { 404: 'No such job ad.' } as const;

const NOT_MY_BRANCH = { 404: 'Not one of your branches.' } as const;

export const JOBS_API = withSchemas(JOBS_ROUTES, {
  allJobs: list,
  beginner: list,
  preference: list,
  welfare: list,
  regular: list,
  withFriend: list,
  today: list,
  safe: { query: ZSafeJobsQuery, body: ZJobSearchFilter, response: ZJobListResponse },
  salary: { query: ZAllJobsQuery, body: ZSalaryJobsFilter, response: ZJobListResponse },
  jobMap: { query: ZJobMapQuery, body: ZJobMapFilter, response: ZJobListResponse, errors: { 400: 'A map bound is missing (each is required, in the body or the query).' } },
  regionJobs: { query: ZRegionJobsQuery, response: ZRegionJobsResponse },
  scrapList: { query: ZScrapListQuery, response: ZScrapListResponse },
  scrap: { params: ZJobAdIdParam, response: ZScrapResponse, errors: NO_AD },
  unscrap: { params: ZJobAdIdParam, response: ZScrapResponse, errors: NO_AD },
  createJobAd: { body: ZJobAdPayload, response: ZJobAdCreated },
  jobAdForEdit: { params: ZJobAdIdParam, response: ZJobAdForEdit, errors: NO_AD },
  endJobAd: { params: ZJobAdIdParam, response: ZJobAdStatusAnswer, errors: { ...NO_AD, 409: 'Only an ongoing ad can be suspended.' } },
  reRegisterJobAd: { params: ZJobAdIdParam, response: ZJobAdStatusAnswer, errors: { ...NO_AD, 409: 'Only an ended ad can be re-registered.' } },
  updateJobAd: { params: ZJobAdIdParam, body: ZJobAdPayload, response: ZJobAdStatusAnswer, errors: NO_AD },
  deleteJobAd: { params: ZJobAdIdParam, response: ZJobAdStatusAnswer, errors: NO_AD },
  myJobs: { query: ZMyJobsQuery, response: ZMyJobsResponse },
  jobAd: { params: ZJobAdIdParam, response: ZJobAdDetail, errors: NO_AD },

  myApplications: { query: ZMyApplicationsQuery, response: ZMyApplicationsResponse },
  applicationData: { params: ZJobAdIdParam, query: ZApplicationDataQuery, response: ZApplicationData, errors: NO_AD },
  applyOnline: { params: ZJobAdIdParam, body: orEmptyObject(ZApplyOnlineBody), response: ZApplyResponse, errors: { ...NO_AD, 409: 'Already applied, or the ad does not take this method.' } },
  applyEtc: { params: ZJobAdIdParam, body: orEmptyObject(ZApplyEtcBody), response: ZApplyResponse, errors: { ...NO_AD, 409: 'Already applied, or the ad does not take this method.' } },
  cancelApplication: { params: ZApplicationIdParam, body: ZCancelApplicationBody, response: ZCancelApplicationResponse, errors: { 404: 'No such application.' } },

  applicants: { query: ZApplicantsQuery, response: ZApplicantsResponse },
  applicantJobs: { query: ZApplicantJobsQuery, response: ZApplicantJobsResponse },
  jobApplicantCounts: { params: ZJobAdIdParam, response: ZJobApplicantCounts, errors: NO_AD },
  changeApplicantStatus: {
    params: ZApplicationIdParam,
    unparsed: { query: ZChangeApplicationStatusBody.partial(), body: ZChangeApplicationStatusBody },
    response: ZChangeApplicationStatusResponse,
    errors: { 403: MASTER_READ_ONLY_MESSAGE, 404: 'No such application.' },
  },
  applicantDetail: { params: ZApplicationIdParam, query: ZApplicantDetailQuery, response: ZApplicantDetail, errors: { 404: 'No such application.' } },
  jobApplicants: { params: ZJobAdIdParam, query: ZJobApplicantsQuery, response: ZApplicantsResponse, errors: NO_AD },

  companyAdCounts: { response: ZCompanyAdCounts },
  branchCounts: { response: ZBranchCounts },
  masterJobs: { params: ZBranchIdParam, query: ZMasterJobsQuery, response: ZMasterJobsResponse, errors: NOT_MY_BRANCH },
  masterApplications: { params: ZBranchIdParam, query: ZMasterApplicantsQuery, response: ZBranchApplicationsResponse, errors: NOT_MY_BRANCH },
  masterApplicantJobs: { params: ZBranchIdParam, query: ZMasterApplicantsQuery, response: ZBranchApplicantJobsResponse, errors: NOT_MY_BRANCH },
  seekerCounts: { response: ZSeekerCounts },
  chatAd: { params: ZJobAdIdParam, response: ZInternalChatAd, errors: { 404: 'No such job ad.' } },
  internalApplication: { params: ZApplicationIdParam, response: ZInternalApplication, errors: { 404: 'No such application.' } },
  jobAdSummary: { params: ZCommunityIdParam, response: ZInternalJobAdSummary, errors: { 404: 'No such job ad.' } },
  jobAdPage: { params: ZJobAdIdParam, response: ZJobAdPage, errors: { 404: 'No such job ad.' } },
  sitemapIndex: { query: ZSitemapIndexQuery, response: ZSitemapIndex },
  sitemapPage: { params: ZSitemapPageParams, query: ZSitemapIndexQuery, response: ZSitemapPage },
});
