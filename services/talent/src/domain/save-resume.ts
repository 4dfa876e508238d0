/**
 * POST /api/resume/setResume and PUT /api/resume/{id}: the member's resume with the stored filter
 * columns (specializations, places, employment types, salary, career months) derived from it and
 * copies of the member's profile (name, gender, birth date, contact) for talent lists and accepted
 * offers. At most LIMITS.resumesPerMember resumes per member: the count is checked under a
 * per-member advisory lock, so two creates at once cannot both pass at five.
 */
import { LIMITS } from '@phjobs/contracts/codes';
import { RESUME_PRIVATE, RESUME_PUBLISHED, type IndividualInfo, type ResumeCareer, type ResumeRequest, type ResumeSaveResponse } from '@phjobs/contracts/talent';
import { RESUME_MESSAGES } from '@phjobs/contracts/messages';
import { conflict } from '@phjobs/service-kit/errors';
import type { TalentDb } from '../data/db.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { careerMonths, manilaMonth } from './career-months.ts';

/** The owner's profile copies kept on a resume. */
export type OwnerCopies = {
  fullName: string;
  genderCode: string | null;
  birthDate: Date | null;
  photoKey: string | null;
  email: string;
  phoneNumber: string | null;
  address: string | null;
};

const COPY_SELECT = { fullName: true, genderCode: true, birthDate: true, photoKey: true, email: true, phoneNumber: true, address: true } as const;

/** What the account says now, else what an earlier save kept, else what the token says. */
export function ownerCopies(profile: IndividualInfo | null, previous: OwnerCopies | null, tokenEmail: string): OwnerCopies {
  return {
    fullName: profile?.fullName || previous?.fullName || tokenEmail.split('@')[0] || '',
    genderCode: profile?.genderCode ?? previous?.genderCode ?? null,
    birthDate: profile?.birthDate ? new Date(`${profile.birthDate}T00:00:00Z`) : (previous?.birthDate ?? null),
    photoKey: profile?.photoKey ?? previous?.photoKey ?? null,
    email: profile?.email || previous?.email || tokenEmail,
    phoneNumber: profile?.phoneNumber ?? previous?.phoneNumber ?? null,
    address: profile?.address ?? previous?.address ?? null,
  };
}

function resumeColumns(input: ResumeRequest, owner: OwnerCopies, now: Date) {
  const month = manilaMonth(now);
  const career: ResumeCareer[] = input.isNewcomer
    ? []
    : input.career.map((c) => ({ companyName: c.companyName, periodFrom: c.periodFrom, periodTo: c.periodTo ?? month, position: c.position, isInOffice: c.isInOffice }));
  const wc = input.workingConditions;
  return {
    statusCode: input.isPublish ? RESUME_PUBLISHED : RESUME_PRIVATE,
    title: input.title,
    fullName: owner.fullName,
    genderCode: owner.genderCode,
    birthDate: owner.birthDate,
    // The resume's photoKey as sent, else the member's profile photo.
    photoKey: input.photoKey ?? owner.photoKey,
    profileImageKey: input.resumeProfileImageKey,
    email: owner.email,
    phoneNumber: owner.phoneNumber,
    address: owner.address,
    education: input.education,
    isNewcomer: input.isNewcomer ?? career.length === 0,
    totalCareerMonths: careerMonths(career, now),
    career,
    specializationIds: wc.specialization,
    provinceIds: [...new Set(wc.region.map((r) => r.province))],
    cityIds: [...new Set(wc.region.flatMap((r) => (r.city ? [r.city] : [])))],
    employeeTypes: wc.employeeType,
    workingConditions: wc,
    salaryType: wc.salary?.salaryType ?? null,
    salaryMoreThan: wc.salary?.salaryMoreThan ?? null,
    selection: input.selection,
    selfIntroduction: input.selfIntroduction,
    ability: input.ability,
    portfolio: input.portfolio,
    photos: input.resumePhoto,
  } satisfies Prisma.ResumeUncheckedUpdateInput;
}

/** `lockMember` (data/member-lock.ts) serialises the member's creates, so the count cannot pass the limit twice. */
export type ResumeStore = { db: TalentDb; lockMember: (tx: Prisma.TransactionClient, userId: bigint) => Promise<void> };

export async function createResume(
  { db, lockMember }: ResumeStore,
  { userId, input, profile, tokenEmail, now = new Date() }: { userId: bigint; input: ResumeRequest; profile: IndividualInfo | null; tokenEmail: string; now?: Date },
): Promise<ResumeSaveResponse> {
  return db.$transaction(async (tx) => {
    await lockMember(tx, userId);
    const count = await tx.resume.count({ where: { userId } });
    if (count >= LIMITS.resumesPerMember) throw conflict('resume/limit-reached', RESUME_MESSAGES.limitReached);
    const previous = await tx.resume.findFirst({ where: { userId }, orderBy: { updatedAt: 'desc' }, select: COPY_SELECT });
    const created = await tx.resume.create({
      data: { userId, ...resumeColumns(input, ownerCopies(profile, previous, tokenEmail), now), createdAt: now, updatedAt: now },
      select: { id: true, statusCode: true },
    });
    return { resumeId: Number(created.id), statusCode: created.statusCode as ResumeSaveResponse['statusCode'] };
  });
}

/** null when the member has no such resume. */
export async function updateResume(
  db: TalentDb,
  { userId, resumeId, input, profile, tokenEmail, now = new Date() }: { userId: bigint; resumeId: number; input: ResumeRequest; profile: IndividualInfo | null; tokenEmail: string; now?: Date },
): Promise<ResumeSaveResponse | null> {
  return db.$transaction(async (tx) => {
    const previous = await tx.resume.findFirst({ where: { id: BigInt(resumeId), userId }, select: COPY_SELECT });
    if (!previous) return null;
    const updated = await tx.resume.update({
      where: { id: BigInt(resumeId) },
      data: { ...resumeColumns(input, ownerCopies(profile, previous, tokenEmail), now), updatedAt: now },
      select: { id: true, statusCode: true },
    });
    return { resumeId: Number(updated.id), statusCode: updated.statusCode as ResumeSaveResponse['statusCode'] };
  });
}
