import type { TALENT_API } from '@phjobs/contracts/api/talent';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import { findResume } from '../data/read-resumes.ts';
import { toResumeDetail } from '../domain/resume-answers.ts';
import type { TalentDb } from '../data/db.ts';
import { countMember, listMemberResumes } from '../data/member-resumes.ts';

/** Service-to-service calls (x-service-token, checked by the kit); the gateway never routes /internal. */
export function internalHandlers({ db }: { db: TalentDb }): Handlers<typeof TALENT_API, 'memberResumes' | 'memberResumeCount' | 'memberCounts' | 'internalResume'> {
  return {
    /** services/jobs, apply screen: the applicant's resumes (id, statusCode, title, updatedAt), newest update first. */
    memberResumes: ({ params: { userId } }) => listMemberResumes(db, BigInt(userId)),

    /** services/account, individual my-page: its client asks /resume-count for { resumeCount } (contracts/account ZInternalResumeCount). */
    memberResumeCount: async ({ params: { userId } }) => {
      const { resumeCount } = await countMember(db, BigInt(userId));
      return { resumeCount };
    },

    /** services/jobs, the employer's applicant detail: the resume an online application sent, whatever its status, with its owner. */
    internalResume: async ({ params: { id } }) => {
      const resume = await findResume(db, id);
      if (!resume) throw notFound('No such resume.');
      return { ...toResumeDetail(resume), userId: Number(resume.userId) };
    },

    /** The same and more: resumeCount, publishedResumeCount, waitingOfferCount. */
    memberCounts: ({ params: { userId } }) => countMember(db, BigInt(userId)),
  };
}
