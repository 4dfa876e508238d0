/** The owner's reads: GET /api/resume/myResumes and GET /api/resume/{id}. */
import type { MyResumesResponse, ResumeDetail, ResumeSaveResponse } from '@phjobs/contracts/talent';
import type { TalentDb } from './db.ts';
import type { Resume } from '../generated/prisma/client.ts';
import { careerAsOf, careerMonths } from '../domain/career-months.ts';
import { readAbility, readCareer, readFiles, readWorkingConditions, regionItems, specializationItems } from '../domain/resume-views.ts';

type Status = ResumeSaveResponse['statusCode'];

/** A page of the member's resumes, most recently updated first; the counts cover all of them. */
export async function listMyResumes(db: TalentDb, { userId, pageUnit, pageNo }: { userId: bigint; pageUnit: number; pageNo: number }): Promise<MyResumesResponse> {
  const [rows, counts] = await Promise.all([
    db.resume.findMany({
      where: { userId },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      skip: (pageNo - 1) * pageUnit,
      take: pageUnit,
      select: { id: true, title: true, statusCode: true, updatedAt: true, workingConditions: true, specializationIds: true },
    }),
    db.resume.groupBy({ by: ['statusCode'], where: { userId }, _count: { _all: true } }),
  ]);
  const countOf = (status: Status) => counts.find((c) => c.statusCode === status)?._count._all ?? 0;
  const publishedCount = countOf('020A');
  const privateCount = countOf('020B');
  return {
    list: rows.map((row) => ({
      resumeId: Number(row.id),
      title: row.title,
      regionList: regionItems(readWorkingConditions(row.workingConditions).region),
      specializationList: specializationItems(row.specializationIds),
      statusCode: row.statusCode as Status,
      isPublish: row.statusCode === '020A',
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: publishedCount + privateCount,
    publishedCount,
    privateCount,
  };
}

export function toResumeDetail(row: Resume, now: Date = new Date()): ResumeDetail {
  const career = readCareer(row.career);
  const workingConditions = readWorkingConditions(row.workingConditions);
  return {
    resumeId: Number(row.id),
    statusCode: row.statusCode as Status,
    isPublish: row.statusCode === '020A',
    title: row.title,
    resumeProfileImageKey: row.profileImageKey,
    photoKey: row.photoKey,
    resumePhoto: readFiles(row.photos),
    education: row.education as ResumeDetail['education'],
    career: careerAsOf(career, now),
    isNewcomer: row.isNewcomer,
    totalNumberOfMonthsInCareer: careerMonths(career, now),
    workingConditions,
    selection: row.selection === 'sample' ? 'sample' : 'direct',
    selfIntroduction: row.selfIntroduction,
    ability: readAbility(row.ability),
    portfolio: readFiles(row.portfolio),
    regionList: regionItems(workingConditions.region),
    specializationList: specializationItems(row.specializationIds),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The member's own resume, whatever its status; null when it is not theirs or does not exist. */
export async function getMyResume(db: TalentDb, { userId, resumeId, now }: { userId: bigint; resumeId: number; now?: Date }): Promise<ResumeDetail | null> {
  const row = await db.resume.findFirst({ where: { id: BigInt(resumeId), userId } });
  return row ? toResumeDetail(row, now) : null;
}

/** The member's most recently updated resume (its profile copies), or null. */
export const latestResume = (db: TalentDb, userId: bigint) => db.resume.findFirst({ where: { userId }, orderBy: { updatedAt: 'desc' } });

/** Whether the member has this resume. */
export const hasResume = async (db: TalentDb, { userId, resumeId }: { userId: bigint; resumeId: number }): Promise<boolean> => (await db.resume.count({ where: { id: BigInt(resumeId), userId } })) > 0;
