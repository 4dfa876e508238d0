/** The owner's reads: GET /api/resume/myResumes and GET /api/resume/{id} (domain/resume-answers.ts shapes them). */
import type { ResumeSaveResponse } from '@phjobs/contracts/talent';
import type { MyResumesPage } from '../domain/resume-answers.ts';
import type { Resume } from '../generated/prisma/client.ts';
import type { TalentDb } from './db.ts';

type Status = ResumeSaveResponse['statusCode'];

/** A page of the member's resumes, most recently updated first, and the counts by status over all of them. */
export async function myResumes(db: TalentDb, { userId, pageUnit, pageNo }: { userId: bigint; pageUnit: number; pageNo: number }): Promise<MyResumesPage> {
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
  return { rows, publishedCount: countOf('020A'), privateCount: countOf('020B') };
}

/** The member's own resume, whatever its status; null when it is not theirs or does not exist. */
export function findMyResume(db: TalentDb, { userId, resumeId }: { userId: bigint; resumeId: number }): Promise<Resume | null> {
  return db.resume.findFirst({ where: { id: BigInt(resumeId), userId } });
}

/** Any resume by id (for services/jobs' applicant detail), or null. */
export const findResume = (db: TalentDb, resumeId: number): Promise<Resume | null> => db.resume.findUnique({ where: { id: BigInt(resumeId) } });

/** The member's most recently updated resume (its profile copies), or null. */
export const latestResume = (db: TalentDb, userId: bigint) => db.resume.findFirst({ where: { userId }, orderBy: { updatedAt: 'desc' } });

/** Whether the member has this resume. */
export const hasResume = async (db: TalentDb, { userId, resumeId }: { userId: bigint; resumeId: number }): Promise<boolean> => (await db.resume.count({ where: { id: BigInt(resumeId), userId } })) > 0;
