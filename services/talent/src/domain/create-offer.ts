/**
 * POST /api/offer: a company offers one of its own ongoing (012C) ads to a published (020A)
 * resume. The offer copies the ad (title, specializations, place, company name, logo, contact) and
 * the talent (name, gender, birth date, photo, career, specializations) so that lists never call
 * out; talent.offer.created goes into the outbox in the same transaction. One offer per resume and ad.
 */
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { OFFER_WAITING, RESUME_PUBLISHED, type OfferCreateRequest } from '@phjobs/contracts/talent';
import type { Principal } from '@phjobs/service-kit/auth';
import { conflict, HttpError, notFound } from '@phjobs/service-kit/errors';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { CompanyJob } from '../clients/jobs.ts';
import type { TalentDb } from '../data/db.ts';
import { careerMonths } from './career-months.ts';
import { readCareer } from './resume-views.ts';

export const OFFER_ERRORS = {
  jobNotOngoing: { code: 'offer/job-not-ongoing', message: 'Offers can be sent for ongoing job ads only.' },
  alreadySent: { code: 'offer/already-sent', message: 'You have already sent an offer for this job ad to this talent.' },
  alreadyAnswered: { code: 'offer/already-answered', message: 'This offer has already been answered.' },
} as const;

/**
 * The resume an offer may go to: published, else the 404 of a missing one (a private resume cannot
 * be told from a missing id, issue 19).
 */
export async function offerableResume(db: Pick<TalentDb, 'resume'>, resumeId: number) {
  const resume = await db.resume.findUnique({ where: { id: BigInt(resumeId) } });
  if (!resume || resume.statusCode !== RESUME_PUBLISHED) throw notFound('No such talent.');
  return resume;
}

/**
 * The ad must be the company's own and ongoing: none, or another company's, -> the same 400 on
 * jobId (another company's ad ids cannot be probed), the company's own not ongoing -> 409.
 */
export function checkOfferJob(job: CompanyJob | null, company: Principal): CompanyJob {
  if (!job || String(job.companyId) !== company.userId) throw new HttpError(400, 'validation/invalid', 'The request is invalid.', { jobId: 'Choose one of your ongoing job ads.' });
  if (job.statusCode !== '012C') throw conflict(OFFER_ERRORS.jobNotOngoing.code, OFFER_ERRORS.jobNotOngoing.message);
  return job;
}

/** `isUniqueViolation` (data/errors.ts) tells the second offer for the same resume and ad. */
export async function createOffer(
  { db, isUniqueViolation }: { db: TalentDb; isUniqueViolation: (error: unknown) => boolean },
  { company, input, job, now = new Date() }: { company: Principal; input: OfferCreateRequest; job: CompanyJob; now?: Date },
): Promise<{ offerId: number; statusCode: string }> {
  try {
    return await db.$transaction(async (tx) => {
      const resume = await offerableResume(tx, input.resumeId);
      const offer = await tx.offer.create({
        data: {
          resumeId: resume.id,
          talentUserId: resume.userId,
          employerUserId: BigInt(company.userId),
          jobId: BigInt(job.jobId),
          jobTitle: job.title,
          jobSpecializationIds: job.specializationIds,
          jobProvince: job.province,
          jobCity: job.city,
          companyName: job.companyName,
          companyLogoKey: job.logoKey,
          companyPhone: job.phoneNumber,
          companyEmail: job.email ?? company.email,
          offerIndex: input.offerIndex,
          statusCode: OFFER_WAITING,
          resumeTitle: resume.title,
          talentFullName: resume.fullName,
          talentGenderCode: resume.genderCode,
          talentBirthDate: resume.birthDate,
          talentPhotoKey: resume.photoKey,
          talentCareerMonths: careerMonths(readCareer(resume.career), now),
          talentSpecializationIds: resume.specializationIds,
          createdAt: now,
          updatedAt: now,
        },
        select: { id: true },
      });
      await writeOutbox(tx, EVENT_SUBJECTS.OFFER_CREATED, {
        offerId: offer.id.toString(),
        resumeId: resume.id.toString(),
        jobId: String(job.jobId),
        jobTitle: job.title,
        employerUserId: company.userId,
        companyName: job.companyName,
        talentUserId: resume.userId.toString(),
        talentEmail: resume.email,
        talentFullName: resume.fullName,
        resumeTitle: resume.title,
        statusCode: OFFER_WAITING,
      });
      return { offerId: Number(offer.id), statusCode: OFFER_WAITING };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(OFFER_ERRORS.alreadySent.code, OFFER_ERRORS.alreadySent.message);
    throw error;
  }
}
