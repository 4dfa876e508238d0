/**
 * The resume view and offer calls of the talent remote (contracts routes/talent.ts and, for the
 * company's own ongoing ads and an offered ad, routes/jobs.ts), through the typed client.
 */
import type { Answer } from '@phjobs/contracts/route-types';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { TALENT_ROUTES } from '@phjobs/contracts/routes/talent';
import { call } from '@phjobs/web-core/client';

/** GET /api/talent/{id}: what the viewer may see (the token decides; userType is sent as the spec's client does). */
export type TalentResume = Answer<typeof TALENT_ROUTES.talentResume>;
export const fetchTalentResume = (id: number, userType: string | null, signal?: AbortSignal) =>
  call(TALENT_ROUTES.talentResume, { params: { id }, ...(userType ? { query: { userType } } : {}), signal });

/** The company's ongoing (012C) ads: step 0 of Send offer. */
export type OwnAds = Answer<typeof JOBS_ROUTES.myJobs>;
export const fetchOngoingAds = (signal?: AbortSignal) => call(JOBS_ROUTES.myJobs, { query: { status: '012C', pageUnit: 100, pageNo: 1 }, signal });

/** POST /api/offer, then the screen leaves. */
export const sendOffer = (body: { resumeId: number; jobId: number; offerIndex: string }) => call(TALENT_ROUTES.createOffer, { body });

/** The company's own offers to one resume (the status page; step 0 marks the ads already offered). */
export type ResumeOffers = Answer<typeof TALENT_ROUTES.companyResumeOffers>;
export const fetchResumeOffers = (resumeId: number, signal?: AbortSignal) => call(TALENT_ROUTES.companyResumeOffers, { params: { resumeId }, signal });

/** /offer: the company's sent offers with offerStatics. */
export type ApplicantOffers = Answer<typeof TALENT_ROUTES.applicantOffers>;
export type ApplicantOffer = ApplicantOffers['list'][number];
export const fetchApplicantOffers = (pageNo: number, pageUnit: number, signal?: AbortSignal) => call(TALENT_ROUTES.applicantOffers, { query: { pageUnit, pageNo }, signal });

/** /offer/{offerId}: the company's own offer. */
export type OfferDetail = Answer<typeof TALENT_ROUTES.offerDetail>;
export const fetchOfferDetail = (offerId: number, signal?: AbortSignal) => call(TALENT_ROUTES.offerDetail, { params: { offerId }, signal });

/** /offer/{offerId}/ad/{jobId}: the offered ad (its company reads it in any status). */
export type OfferedAd = Answer<typeof JOBS_ROUTES.jobAd>;
export const fetchOfferedAd = (jobId: number, signal?: AbortSignal) => call(JOBS_ROUTES.jobAd, { params: { id: jobId }, signal });
