/** How offers read on the wire: the talent's received offers and one offer; the company's sent offers and one offer (data/offers.ts reads them). */
import {
  OFFER_ACCEPTED,
  OFFER_WAITING,
  type ApplicantOffersResponse,
  type ApplicationOffersResponse,
  type CompanyResumeOffersResponse,
  type OfferAnswerCode,
  type OfferAnsweredResponse,
  type OfferEmployerDetail,
  type OfferTalentView,
} from '@phjobs/contracts/talent';
import type { Offer } from '../generated/prisma/client.ts';
import { careerMonths } from './career-months.ts';
import { codeRefs, isoDay, readCareer } from './resume-views.ts';

export type ReceivedOffersPage = { rows: Offer[]; count: number };
export type OfferStatics = { total: number; accept: number; reject: number; waiting: number };
export type SentOffersPage = { rows: (Offer & { resume: { career: unknown } | null })[]; statics: OfferStatics };

const answerCodeOf = (value: string | null): OfferAnswerCode | null => (value === '033A' || value === '033B' || value === '033C' ? value : null);

const offerInfoOf = (offer: Offer) => ({ statusCode: offer.statusCode, answerCode: answerCodeOf(offer.answerCode), answerIndex: offer.answerIndex });
const jobRefsOf = (offer: Offer) => codeRefs(offer.jobSpecializationIds);

/** GET /api/offer/applicationOffers: offers the member received, newest first. */
export function applicationOffersAnswer({ rows, count }: ReceivedOffersPage): ApplicationOffersResponse {
  return {
    list: rows.map((offer) => ({
      offerId: Number(offer.id),
      resumeId: offer.resumeId === null ? null : Number(offer.resumeId),
      resumeTitle: offer.resumeTitle,
      jobId: Number(offer.jobId),
      jobTitle: offer.jobTitle,
      jobSpecialization: jobRefsOf(offer),
      province: offer.jobProvince,
      city: offer.jobCity,
      companyName: offer.companyName,
      statusCode: offer.statusCode,
      answerCode: answerCodeOf(offer.answerCode),
      contractNumber: offer.companyPhone,
      createdAt: offer.createdAt.toISOString(),
    })),
    count,
  };
}

/** GET /api/offer/{offerId}: the offer as the talent sees it. */
export function toTalentView(offer: Offer): OfferTalentView {
  const specialization = jobRefsOf(offer);
  const jobId = Number(offer.jobId);
  return {
    offerId: Number(offer.id),
    resumeId: offer.resumeId === null ? null : Number(offer.resumeId),
    resumeTitle: offer.resumeTitle,
    company: { companyName: offer.companyName, logoKey: offer.companyLogoKey, phoneNumber: offer.companyPhone, email: offer.companyEmail },
    job: { jobId, title: offer.jobTitle, jobSpecialization: specialization },
    offer: { offerIndex: offer.offerIndex },
    offerInfo: offerInfoOf(offer),
    jobInfo: { jobId, title: offer.jobTitle, jobSpecializations: specialization },
    createdAt: offer.createdAt.toISOString(),
    answeredAt: offer.answeredAt?.toISOString() ?? null,
  };
}

/** GET /api/offer/{offerId}/answered */
export function toAnswered(offer: Offer): OfferAnsweredResponse {
  const view = toTalentView(offer);
  return { offerId: view.offerId, isAnswered: offer.statusCode !== OFFER_WAITING, offerInfo: view.offerInfo, jobInfo: view.jobInfo, answeredAt: view.answeredAt };
}

/** GET /api/offer/applicantOffers: the company's sent offers, newest first, with counts over all of them. */
export function applicantOffersAnswer({ rows, statics: offerStatics }: SentOffersPage, now: Date = new Date()): ApplicantOffersResponse {
  return {
    list: rows.map((offer) => ({
      offerId: Number(offer.id),
      resumeId: offer.resumeId === null ? null : Number(offer.resumeId),
      fullName: offer.talentFullName,
      title: offer.resumeTitle,
      // The live resume's career (an isInOffice entry keeps counting), else the copy taken at sending.
      totalNumberOfMonthsInCareer: offer.resume ? careerMonths(readCareer(offer.resume.career), now) : offer.talentCareerMonths,
      statusCode: offer.statusCode,
      answerCode: answerCodeOf(offer.answerCode),
      createdAt: offer.createdAt.toISOString(),
      specialization: codeRefs(offer.talentSpecializationIds),
      jobId: Number(offer.jobId),
      jobTitle: offer.jobTitle,
    })),
    count: offerStatics.total,
    offerStatics,
  };
}

/** GET /api/offer/detail/{offerId}: the company's own offer; the talent's contact only once accepted (032B). */
export function toEmployerDetail(offer: Offer): OfferEmployerDetail {
  const visible = offer.statusCode === OFFER_ACCEPTED;
  return {
    offerId: Number(offer.id),
    isContactVisible: visible,
    offerInfo: { ...offerInfoOf(offer), offerIndex: offer.offerIndex, createdAt: offer.createdAt.toISOString(), answeredAt: offer.answeredAt?.toISOString() ?? null },
    jobInfo: { jobId: Number(offer.jobId), title: offer.jobTitle, specialization: jobRefsOf(offer) },
    resumeInfo: {
      resumeId: offer.resumeId === null ? null : Number(offer.resumeId),
      phtoKey: offer.talentPhotoKey,
      fullName: offer.talentFullName,
      genderCode: offer.talentGenderCode,
      birthDate: isoDay(offer.talentBirthDate),
      address: visible ? offer.talentAddress : null,
      phoneNumber: visible ? offer.talentPhone : null,
      email: visible ? offer.talentEmail : null,
    },
  };
}

/** GET /api/offer/resume/{resumeId}: the company's own offers to one resume (the offer status page). */
export function companyResumeOffersAnswer(resumeId: number, rows: Offer[]): CompanyResumeOffersResponse {
  return {
    resumeId,
    list: rows.map((offer) => ({
      offerId: Number(offer.id),
      jobId: Number(offer.jobId),
      jobTitle: offer.jobTitle,
      offerIndex: offer.offerIndex,
      statusCode: offer.statusCode,
      answerCode: answerCodeOf(offer.answerCode),
      answerIndex: offer.answerIndex,
      createdAt: offer.createdAt.toISOString(),
      answeredAt: offer.answeredAt?.toISOString() ?? null,
    })),
  };
}
