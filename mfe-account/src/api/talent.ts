/** Calls of services/talent: the member's resumes, who viewed or scrapped them, offers received. */
import type {
  ApplicationOffersResponse,
  IndividualInfo,
  MyResumesResponse,
  OfferAnsweredResponse,
  OfferAnswerRequest,
  OfferTalentView,
  ResumeAudienceResponse,
  ResumeDetail,
  ResumeRequestInput,
  ResumeSaveResponse,
} from '@phjobs/contracts/talent';
import { apiFetch } from '@phjobs/web-core/api';

export const getMyResumes = (pageNo: number, signal?: AbortSignal) =>
  apiFetch<MyResumesResponse>('/api/resume/myResumes', { query: { pageUnit: 10, pageNo }, withEmail: true, signal });
export const getResume = (id: number | string, signal?: AbortSignal) => apiFetch<ResumeDetail>(`/api/resume/${id}`, { signal });
export const createResume = (body: ResumeRequestInput) => apiFetch<ResumeSaveResponse>('/api/resume/setResume', { method: 'POST', body });
export const updateResume = (id: number | string, body: ResumeRequestInput) => apiFetch<ResumeSaveResponse>(`/api/resume/${id}`, { method: 'PUT', body });
export const deleteResume = (id: number | string) => apiFetch<unknown>(`/api/resume/${id}`, { method: 'DELETE' });
/** The toggle sends the opposite code. */
export const changeResumeStatus = (id: number, statusCode: '020A' | '020B') =>
  apiFetch<ResumeSaveResponse>(`/api/resume/changeStatus/${id}`, { method: 'PUT', body: { statusCode } });

export const getAudience = (kind: 'viewed' | 'scrapped', pageNo: number, signal?: AbortSignal) =>
  apiFetch<ResumeAudienceResponse>(`/api/resume/${kind}`, { query: { pageUnit: 10, pageNo }, withEmail: true, signal });

export const getApplicationOffers = (pageNo: number, signal?: AbortSignal) =>
  apiFetch<ApplicationOffersResponse>('/api/offer/applicationOffers', { query: { pageUnit: 10, pageNo }, withEmail: true, signal });
export const getOffer = (offerId: number | string, signal?: AbortSignal) => apiFetch<OfferTalentView>(`/api/offer/${offerId}`, { withEmail: true, signal });
export const getOfferAnswered = (offerId: number | string, signal?: AbortSignal) =>
  apiFetch<OfferAnsweredResponse>(`/api/offer/${offerId}/answered`, { withEmail: true, signal });
export const answerOffer = (offerId: number | string, body: OfferAnswerRequest) => apiFetch<unknown>(`/api/offer/${offerId}`, { method: 'PUT', body });

export const getIndividualInfo = (signal?: AbortSignal) => apiFetch<IndividualInfo>('/api/resume/individualInfo', { withEmail: true, signal });
