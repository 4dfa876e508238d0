/**
 * Calls of services/talent, through the typed client (contracts routes/talent.ts): the member's
 * resumes, who viewed or scrapped them, offers received. `email: false` where the spec's client
 * sends none.
 */
import type { OfferAnswerRequest, ResumeRequestInput } from '@phjobs/contracts/talent';
import { TALENT_ROUTES } from '@phjobs/contracts/routes/talent';
import { call } from '@phjobs/web-core/client';

export const getMyResumes = (pageNo: number, signal?: AbortSignal) => call(TALENT_ROUTES.myResumes, { query: { pageUnit: 10, pageNo }, signal });
export const getResume = (id: number | string, signal?: AbortSignal) => call(TALENT_ROUTES.resume, { params: { id }, signal, email: false });
export const createResume = (body: ResumeRequestInput) => call(TALENT_ROUTES.setResume, { body, email: false });
export const updateResume = (id: number | string, body: ResumeRequestInput) => call(TALENT_ROUTES.updateResume, { params: { id }, body, email: false });
export const deleteResume = (id: number | string) => call(TALENT_ROUTES.deleteResume, { params: { id }, email: false });
/** The toggle sends the opposite code. */
export const changeResumeStatus = (id: number, statusCode: '020A' | '020B') => call(TALENT_ROUTES.changeResumeStatus, { params: { id }, body: { statusCode }, email: false });

export const getAudience = (kind: 'viewed' | 'scrapped', pageNo: number, signal?: AbortSignal) =>
  call(kind === 'viewed' ? TALENT_ROUTES.viewedResumes : TALENT_ROUTES.scrappedResumes, { query: { pageUnit: 10, pageNo }, signal });

export const getApplicationOffers = (pageNo: number, signal?: AbortSignal) => call(TALENT_ROUTES.applicationOffers, { query: { pageUnit: 10, pageNo }, signal });
export const getOffer = (offerId: number | string, signal?: AbortSignal) => call(TALENT_ROUTES.offer, { params: { offerId }, signal });
export const getOfferAnswered = (offerId: number | string, signal?: AbortSignal) => call(TALENT_ROUTES.offerAnswered, { params: { offerId }, signal });
export const answerOffer = (offerId: number | string, body: OfferAnswerRequest) => call(TALENT_ROUTES.answerOffer, { params: { offerId }, body, email: false });

export const getIndividualInfo = (signal?: AbortSignal) => call(TALENT_ROUTES.individualInfo, { signal });
