/**
 * The demo seeker's side of the seed: offers from the demo company (user 2) to the demo seeker's
 * published resume (resume 1), one of them answered, and a few seed companies that viewed and
 * scrapped that resume, so that /myPage/view shows something on first run. Deterministic; offer
 * ids 1..N (new offers start at 100001). The offers come with the events the live calls write
 * (talent.offer.created, talent.offer.answered), so that My news tells of them too.
 */
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { cityById, provinceById } from '@phjobs/contracts/regions';
import { OFFER_STATUS_FOR_ANSWER, OFFER_WAITING } from '@phjobs/contracts/talent';
import { seedCompanies, SEED_DATASET } from '@phjobs/seed-data/dataset';
import { DEMO_EMPLOYER_ID, SEED_REFERENCE_DATE } from '@phjobs/seed-data/ids';
import { generateJobAds } from '@phjobs/seed-data/job-ads';
import type { SeedCompany } from '@phjobs/seed-data/types';
import type { Sql } from '@phjobs/service-kit/events/sql';
import type { Prisma } from '../generated/prisma/client.ts';
import { writeSeedEvent } from '@phjobs/service-kit/events/seed-events';
import type { SeedResume } from './resumes.ts';

const DAY_MS = 86_400_000;

/** The demo company's ongoing ads: its ads come first in generator order, and their ids and status do not depend on the reference date. */
function demoOngoingAds(count: number) {
  return generateJobAds(SEED_DATASET.seed, 60, seedCompanies(), SEED_REFERENCE_DATE)
    .filter((ad) => ad.companyId === DEMO_EMPLOYER_ID && ad.statusCode === '012C')
    .slice(0, count);
}

const OFFER_TEXTS = [
  'Good day! We saw your resume and think you would be a great fit for our team. We offer competitive pay, SSS, PhilHealth and Pag-IBIG from day one. Would you be interested?',
  'Hello! Our Makati branch is hiring and your experience matches what we need. We would love to invite you for an interview this week.',
  'Hi! We are opening a new store and looking for motivated people. Training is provided. Let us know if you would like to know more.',
];

/** The demo seeker's offers: sent 6, 4 and 2 days ago; the first answered 'Interested' (033A) a day later. */
function offerPlans(now: Date) {
  return demoOngoingAds(OFFER_TEXTS.length).map((ad, i) => {
    const createdAt = new Date(now.getTime() - (6 - i * 2) * DAY_MS);
    const answer = i === 0 ? ({ code: '033A', at: new Date(createdAt.getTime() + DAY_MS) } as const) : null;
    return { id: i + 1, ad, text: OFFER_TEXTS[i] ?? '', createdAt, answer };
  });
}

export function seedOffers(resume: SeedResume, now: Date): Prisma.OfferCreateManyInput[] {
  return offerPlans(now).map(({ id, ad, text, createdAt, answer }) => {
    const answered = answer !== null;
    return {
      id: BigInt(id),
      resumeId: BigInt(resume.id),
      talentUserId: BigInt(resume.userId),
      employerUserId: BigInt(DEMO_EMPLOYER_ID),
      jobId: BigInt(ad.id),
      jobTitle: ad.title,
      jobSpecializationIds: ad.specializationList,
      jobProvince: ad.province,
      jobCity: ad.city,
      companyName: ad.companyName,
      companyLogoKey: ad.logoKey,
      companyPhone: ad.contactInfo.phoneNumber[0] ?? null,
      companyEmail: ad.contactInfo.email,
      offerIndex: text,
      statusCode: answer ? OFFER_STATUS_FOR_ANSWER[answer.code] : OFFER_WAITING,
      answerCode: answer?.code ?? null,
      answerIndex: answered ? 'Thank you for the offer! I am interested. I can come for an interview any weekday morning.' : null,
      answeredAt: answer?.at ?? null,
      resumeTitle: resume.title,
      talentFullName: resume.fullName,
      talentGenderCode: resume.genderCode,
      talentBirthDate: new Date(`${resume.birthDate}T00:00:00Z`),
      talentCareerMonths: resume.totalCareerMonths,
      talentSpecializationIds: resume.specializationIds,
      // Accepted: the company sees the contact the resume carried.
      ...(answered ? { talentEmail: resume.email, talentPhone: resume.phoneNumber, talentAddress: resume.address } : {}),
      createdAt,
      updatedAt: answer?.at ?? createdAt,
    };
  });
}

/**
 * Writes, within the seed's transaction, the events the live calls wrote for seedOffers' offers:
 * talent.offer.created (createOffer) at each offer's time, talent.offer.answered (answerOffer) at
 * the answer's, with ids fixed by offer (service-kit events/seed-events.ts). Returns how many.
 */
export async function writeSeedOfferEvents(tx: Sql, resume: SeedResume, now: Date): Promise<number> {
  let written = 0;
  for (const { id, ad, createdAt, answer } of offerPlans(now)) {
    const parties = {
      offerId: String(id),
      resumeId: String(resume.id),
      jobId: String(ad.id),
      jobTitle: ad.title,
      employerUserId: String(DEMO_EMPLOYER_ID),
      companyName: ad.companyName,
      talentUserId: String(resume.userId),
      talentEmail: resume.email,
      talentFullName: resume.fullName,
      resumeTitle: resume.title,
    };
    await writeSeedEvent(tx, EVENT_SUBJECTS.OFFER_CREATED, { ...parties, statusCode: OFFER_WAITING }, { key: parties.offerId, occurredAt: createdAt });
    written += 1;
    if (!answer) continue;
    await writeSeedEvent(tx, EVENT_SUBJECTS.OFFER_ANSWERED, { ...parties, statusCode: OFFER_STATUS_FOR_ANSWER[answer.code], answerCode: answer.code }, { key: parties.offerId, occurredAt: answer.at });
    written += 1;
  }
  return written;
}

const cardOf = (company: SeedCompany) => ({
  companyUserId: BigInt(company.id),
  companyName: company.companyName,
  phoneNumber: company.phoneNumber,
  provinceId: provinceById(company.provinceId) ? company.provinceId : null,
  cityId: cityById(company.cityId) ? company.cityId : null,
  specializationCode: company.specializationCode,
});

/** Six companies viewed the resume over the last days (the demo company among them), three scrapped it. */
export function seedAudience(resume: SeedResume, now: Date): { views: Prisma.ResumeViewCreateManyInput[]; scraps: Prisma.TalentScrapCreateManyInput[] } {
  const companies = seedCompanies();
  const demo = companies.find((c) => c.id === DEMO_EMPLOYER_ID);
  const others = companies.filter((c) => !c.isDemo).slice(0, 5);
  const viewers = demo ? [demo, ...others] : others;
  return {
    views: viewers.map((company, i) => ({ resumeId: BigInt(resume.id), ...cardOf(company), viewedAt: new Date(now.getTime() - (i * 17 + 3) * 3_600_000) })),
    scraps: others.slice(0, 3).map((company, i) => ({ resumeId: BigInt(resume.id), ...cardOf(company), scrappedAt: new Date(now.getTime() - (i * 29 + 5) * 3_600_000) })),
  };
}
