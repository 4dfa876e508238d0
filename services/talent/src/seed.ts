import type { SeedService } from '@phjobs/service-kit/runtime';
import { generateUsers } from '@phjobs/infra/src/seed/users.ts';
import { openDatabase, type TalentDb } from './db.ts';
import { generateResumes, generateTalentOwners, type ResumeOwner, type SeedResume } from './seed-resumes.ts';

export const SEED_RESUME_COUNT = 400;

/** The demo seeker (from infra's generateUsers) and the generated seed talents. */
export function seedOwners(): ResumeOwner[] {
  const demo = generateUsers()
    .filter((user) => user.userType === 'individual')
    .map((user) => ({ id: user.id, fullName: user.fullName, genderCode: user.genderCode, birthDate: user.birthDate, provinceId: user.provinceId, cityId: user.cityId }));
  return [...demo, ...generateTalentOwners(SEED_RESUME_COUNT - 2)];
}

/** Loads the resumes in one multi-row INSERT. Does nothing when the table holds any resume. */
export async function seedResumes(db: TalentDb, resumes: readonly SeedResume[]): Promise<boolean> {
  if ((await db.resume.count()) > 0) return false;
  await db.resume.createMany({
    data: resumes.map((r) => ({
      id: BigInt(r.id),
      userId: BigInt(r.userId),
      statusCode: r.statusCode,
      title: r.title,
      fullName: r.fullName,
      genderCode: r.genderCode,
      birthDate: new Date(`${r.birthDate}T00:00:00Z`),
      education: r.education,
      isNewcomer: r.isNewcomer,
      totalCareerMonths: r.totalCareerMonths,
      career: r.career,
      specializationIds: r.specializationIds,
      provinceIds: r.provinceIds,
      cityIds: r.cityIds,
      employeeTypes: r.employeeTypes,
      workingConditions: r.workingConditions,
      salaryType: r.salaryType,
      salaryMoreThan: r.salaryMoreThan,
      selection: r.selection,
      selfIntroduction: r.selfIntroduction,
      ability: r.ability,
      viewCount: r.viewCount,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    })),
  });
  return true;
}

export const seed: SeedService = async (ctx) => {
  if (!ctx.databaseUrl) return;
  const db = openDatabase(ctx.databaseUrl);
  try {
    if ((await db.resume.count()) > 0) return;
    const resumes = generateResumes(seedOwners(), { count: SEED_RESUME_COUNT });
    if (await seedResumes(db, resumes)) ctx.logger.info({ resumes: resumes.length }, 'seeded resumes');
  } finally {
    await db.$disconnect();
  }
};
