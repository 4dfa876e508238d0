import type { TALENT_API } from '@phjobs/contracts/api/talent';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { TalentDb } from '../data/db.ts';
import { countMember, listMemberResumes } from '../data/member-resumes.ts';

/** Service-to-service calls (x-service-token, checked by the kit); the gateway never routes /internal. */
export function internalHandlers({ db }: { db: TalentDb }): Handlers<typeof TALENT_API, 'memberResumes' | 'memberResumeCount' | 'memberCounts'> {
  return {
    /** services/jobs, apply screen: the applicant's resumes (id, statusCode, title, updatedAt), newest update first. */
    memberResumes: ({ params: { userId } }) => listMemberResumes(db, BigInt(userId)),

    /** services/account, individual my-page: its client asks /resume-count for { resumeCount } (contracts/account ZInternalResumeCount). */
    memberResumeCount: async ({ params: { userId } }) => {
      const { resumeCount } = await countMember(db, BigInt(userId));
      return { resumeCount };
    },

    /** The same and more: resumeCount, publishedResumeCount, waitingOfferCount. */
    memberCounts: ({ params: { userId } }) => countMember(db, BigInt(userId)),
  };
}
