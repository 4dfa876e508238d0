/** How the owner's resumes read on the wire: GET /api/resume/myResumes and GET /api/resume/{id} (data/read-resumes.ts reads them). */
import type { MyResumesResponse, ResumeDetail, ResumeSaveResponse } from '@phjobs/contracts/talent';
import type { Resume } from '../generated/prisma/client.ts';
import { careerAsOf, careerMonths } from './career-months.ts';
import { readAbility, readCareer, readFiles, readWorkingConditions, regionItems, specializationItems } from './resume-views.ts';

type Status = ResumeSaveResponse['statusCode'];

export type MyResumesPage = {
  rows: Pick<Resume, 'id' | 'title' | 'statusCode' | 'updatedAt' | 'workingConditions' | 'specializationIds'>[];
  publishedCount: number;
  privateCount: number;
};

/** A page of the member's resumes, most recently updated first; the counts cover all of them. */
export function myResumesAnswer({ rows, publishedCount, privateCount }: MyResumesPage): MyResumesResponse {
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
