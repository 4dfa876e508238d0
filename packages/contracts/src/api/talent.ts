/** The schemas of services/talent's routes (../routes/talent.ts), under the same names. */
import { ZInternalResumeCount } from '../account.ts';
import { withSchemas } from '../route-schemas.ts';
import { TALENT_ROUTES } from '../routes/talent.ts';
import {
  ZApplicantOffersResponse,
  ZApplicationOffersResponse,
  ZChangeResumeStatusRequest,
  ZChangeResumeStatusResponse,
  ZCompanyResumeOffersResponse,
  ZDeleteResumeResponse,
  ZEmailQuery,
  ZIndividualInfo,
  ZInternalResume,
  ZInternalUserCounts,
  ZInternalUserResumes,
  ZMyResumesResponse,
  ZOfferAnsweredResponse,
  ZOfferAnswerRequest,
  ZOfferAnswerResponse,
  ZOfferCreateRequest,
  ZOfferCreateResponse,
  ZOfferEmployerDetail,
  ZOfferIdParam,
  ZOfferResumeIdParam,
  ZOfferTalentView,
  ZPageQuery,
  ZResumeAudienceResponse,
  ZResumeCreateRequest,
  ZResumeDetail,
  ZResumeIdParam,
  ZResumeSaveResponse,
  ZResumeUpdateRequest,
  ZTalentCountResponse,
  ZTalentResumeQuery,
  ZTalentResumeView,
  ZUserIdParam,
} from '../talent.ts';

const NO_RESUME = { 404: 'No such resume.' } as const;
const NO_OFFER = { 404: 'No such offer.' } as const;

export const TALENT_API = withSchemas(TALENT_ROUTES, {
  talentCount: { response: ZTalentCountResponse },
  talentResume: { params: ZResumeIdParam, query: ZTalentResumeQuery, response: ZTalentResumeView, errors: { 404: 'No such talent.' } },

  myResumes: { query: ZPageQuery, response: ZMyResumesResponse },
  individualInfo: { query: ZEmailQuery, response: ZIndividualInfo, errors: { 404: 'No such member.' } },
  viewedResumes: { query: ZPageQuery, response: ZResumeAudienceResponse },
  scrappedResumes: { query: ZPageQuery, response: ZResumeAudienceResponse },
  setResume: { body: ZResumeCreateRequest, response: ZResumeSaveResponse },
  changeResumeStatus: { params: ZResumeIdParam, body: ZChangeResumeStatusRequest, response: ZChangeResumeStatusResponse, errors: NO_RESUME },
  resume: { params: ZResumeIdParam, response: ZResumeDetail, errors: NO_RESUME },
  updateResume: { params: ZResumeIdParam, body: ZResumeUpdateRequest, response: ZResumeSaveResponse, errors: NO_RESUME },
  deleteResume: { params: ZResumeIdParam, response: ZDeleteResumeResponse, errors: NO_RESUME },

  createOffer: { body: ZOfferCreateRequest, response: ZOfferCreateResponse },
  applicationOffers: { query: ZPageQuery, response: ZApplicationOffersResponse },
  applicantOffers: { query: ZPageQuery, response: ZApplicantOffersResponse },
  offerDetail: { params: ZOfferIdParam, response: ZOfferEmployerDetail, errors: NO_OFFER },
  companyResumeOffers: { params: ZOfferResumeIdParam, response: ZCompanyResumeOffersResponse },
  offerAnswered: { params: ZOfferIdParam, response: ZOfferAnsweredResponse, errors: NO_OFFER },
  offer: { params: ZOfferIdParam, response: ZOfferTalentView, errors: NO_OFFER },
  answerOffer: { params: ZOfferIdParam, body: ZOfferAnswerRequest, response: ZOfferAnswerResponse, errors: NO_OFFER },

  memberResumes: { params: ZUserIdParam, response: ZInternalUserResumes },
  memberResumeCount: { params: ZUserIdParam, response: ZInternalResumeCount },
  internalResume: { params: ZResumeIdParam, response: ZInternalResume, errors: NO_RESUME },
  memberCounts: { params: ZUserIdParam, response: ZInternalUserCounts },
});
