/** Offer reads: the talent's received offers and one offer; the company's sent offers and one offer. */
import {
  OFFER_ACCEPTED,
  OFFER_DECLINED,
  OFFER_WAITING,
  type ApplicantOffersResponse,
  type ApplicationOffersResponse,
  type OfferAnswerCode,
  type OfferAnsweredResponse,
  type OfferEmployerDetail,
  type OfferTalentView,
} from '@phjobs/contracts/talent';
import type { TalentDb } from './db.ts';
import type { Offer } from '../generated/prisma/client.ts';
import { careerMonths } from '../domain/career-months.ts';
import { codeRefs, isoDay, readCareer } from '../domain/resume-views.ts';

const answerCodeOf = (value: string | null): OfferAnswerCode | null => (value === '033A' || value === '033B' || value === '033C' ? value : null);
const page = (pageUnit: number, pageNo: number) => ({ skip: (pageNo - 1) * pageUnit, take: pageUnit });
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

const offerInfoOf = (offer: Offer) => ({ statusCode: offer.statusCode, answerCode: answerCodeOf(offer.answerCode), answerIndex: offer.answerIndex });
const jobRefsOf = (offer: Offer) => codeRefs(offer.jobSpecializationIds);

/** GET /api/offer/applicationOffers: offers the member received, newest first. */
export async function listApplicationOffers(db: TalentDb, { userId, pageUnit, pageNo }: { userId: bigint; pageUnit: number; pageNo: number }): Promise<ApplicationOffersResponse> {
  const where = { talentUserId: userId };
  const [rows, count] = await Promise.all([db.offer.findMany({ where, orderBy: NEWEST, ...page(pageUnit, pageNo) }), db.offer.count({ where })]);
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

/** The member's offer, or null (someone else's offers are absent). */
export async function findTalentOffer(db: TalentDb, { userId, offerId }: { userId: bigint; offerId: number }): Promise<Offer | null> {
  return db.offer.findFirst({ where: { id: BigInt(offerId), talentUserId: userId } });
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
export async function listApplicantOffers(
  db: TalentDb,
  { companyId, pageUnit, pageNo, now = new Date() }: { companyId: bigint; pageUnit: number; pageNo: number; now?: Date },
): Promise<ApplicantOffersResponse> {
  const where = { employerUserId: companyId };
  const [rows, statics] = await Promise.all([
    db.offer.findMany({ where, orderBy: NEWEST, ...page(pageUnit, pageNo), include: { resume: { select: { career: true } } } }),
    db.$queryRawUnsafe<{ total: number; accept: number; reject: number; waiting: number }[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status_code = $2)::int AS accept,
              count(*) FILTER (WHERE status_code = $3)::int AS reject,
              count(*) FILTER (WHERE status_code = $4)::int AS waiting
         FROM offer WHERE employer_user_id = $1::bigint`,
      companyId.toString(),
      OFFER_ACCEPTED,
      OFFER_DECLINED,
      OFFER_WAITING,
    ),
  ]);
  const offerStatics = statics[0] ?? { total: 0, accept: 0, reject: 0, waiting: 0 };
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
export async function getEmployerOffer(db: TalentDb, { companyId, offerId }: { companyId: bigint; offerId: number }): Promise<OfferEmployerDetail | null> {
  const offer = await db.offer.findFirst({ where: { id: BigInt(offerId), employerUserId: companyId } });
  if (!offer) return null;
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
