import { seedSeekers } from '@phjobs/seed-data/dataset';
import { DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { generateUsers } from '@phjobs/seed-data/users';
import { SEED_TRANSACTION } from '@phjobs/service-kit/db';
import type { SeedService } from '@phjobs/service-kit/runtime';
import { openDatabase, type TalentDb } from '../data/db.ts';
import { seedAudience, seedOffers, writeSeedOfferEvents } from './audience.ts';
import { generateResumes, resumeRow, type ResumeOwner, type SeedResume } from './resumes.ts';

/** The demo seeker's two and one for each seed seeker (SEED_DATASET.seekers = 398 of @phjobs/seed-data/dataset). */
export const SEED_RESUME_COUNT = 400;

/**
 * The demo seeker (@phjobs/seed-data/users) and the seed seekers (@phjobs/seed-data/seekers, users 50001..): the same
 * members, with the same names and contacts, that services/account seeds as accounts.
 */
export function seedOwners(): ResumeOwner[] {
  const demo = generateUsers().filter((user) => user.id === DEMO_SEEKER_ID);
  return [...demo, ...seedSeekers()].map((user) => ({
    id: user.id,
    fullName: user.fullName,
    genderCode: user.genderCode,
    birthDate: user.birthDate,
    provinceId: user.provinceId,
    cityId: user.cityId,
    email: user.email,
    phoneNumber: user.phoneNumber,
    address: user.address ?? null,
  }));
}

/**
 * Loads the resumes (one multi-row INSERT), then the demo seeker's offers with their events (for
 * My news), views and scraps, in one transaction. Does nothing when the table holds any resume.
 */
export async function seedResumes(db: TalentDb, resumes: readonly SeedResume[], now: Date = new Date()): Promise<boolean> {
  if ((await db.resume.count()) > 0) return false;
  const demoPublished = resumes.find((r) => r.userId === DEMO_SEEKER_ID && r.statusCode === '020A');
  const audience = demoPublished ? seedAudience(demoPublished, now) : { views: [], scraps: [] };
  await db.$transaction(async (tx) => {
    await tx.resume.createMany({
      data: resumes.map(resumeRow),
    });
    if (demoPublished) {
      await tx.offer.createMany({ data: seedOffers(demoPublished, now) });
      await writeSeedOfferEvents(tx, demoPublished, now);
    }
    await tx.resumeView.createMany({ data: audience.views });
    await tx.talentScrap.createMany({ data: audience.scraps });
  }, SEED_TRANSACTION);
  return true;
}

export const seed: SeedService = async (ctx) => {
  if (!ctx.databaseUrl) return;
  const db = openDatabase(ctx.databaseUrl);
  try {
    if ((await db.resume.count()) > 0) return;
    const now = new Date();
    const resumes = generateResumes(seedOwners(), { count: SEED_RESUME_COUNT, now });
    if (await seedResumes(db, resumes, now)) ctx.logger.info({ resumes: resumes.length }, 'seeded resumes, the demo seeker offers, views and scraps');
  } finally {
    await db.$disconnect();
  }
};
