/** `/api/resume/*` (account-community.md section 7): the member's own resumes and who looked at them. Individuals only. */
import type { TALENT_API } from '@phjobs/contracts/api/talent';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountClient } from '../clients/account.ts';
import { changeResumeStatus, deleteResume } from '../data/change-resume.ts';
import type { TalentDb } from '../data/db.ts';
import { listResumeAudience } from '../data/list-resume-audience.ts';
import { lockMember } from '../data/member-lock.ts';
import { findMyResume, hasResume, latestResume, myResumes } from '../data/read-resumes.ts';
import { resumeAudienceAnswer } from '../domain/resume-audience.ts';
import { myResumesAnswer, toResumeDetail } from '../domain/resume-answers.ts';
import { isoDay } from '../domain/resume-views.ts';
import { createResume, ownerCopies, updateResume } from '../domain/save-resume.ts';
import { callerOf } from './member.ts';

const noSuchResume = () => notFound('No such resume.');

type ResumeRoute = 'myResumes' | 'individualInfo' | 'viewedResumes' | 'scrappedResumes' | 'setResume' | 'changeResumeStatus' | 'resume' | 'updateResume' | 'deleteResume';

export function resumeHandlers({ db, account }: { db: TalentDb; account: AccountClient }): Handlers<typeof TALENT_API, ResumeRoute> {
  return {
    myResumes: async ({ principal, query: { pageUnit, pageNo } }) => myResumesAnswer(await myResumes(db, { userId: callerOf(principal).userId, pageUnit, pageNo })),

    /** The member's profile as the resume shows it: services/account's, else the copies of their latest resume. */
    individualInfo: async ({ principal, req }) => {
      const { userId } = callerOf(principal);
      const profile = await account.individualInfo(Number(userId), req.header('authorization'));
      const latest = await latestResume(db, userId);
      if (!profile && !latest) throw notFound('No such member.');
      const copies = ownerCopies(profile, latest, principal.email);
      return {
        userId: Number(userId),
        fullName: copies.fullName,
        email: copies.email,
        genderCode: copies.genderCode,
        birthDate: isoDay(copies.birthDate),
        address: copies.address,
        phoneNumber: copies.phoneNumber,
        photoKey: copies.photoKey,
      };
    },

    viewedResumes: async ({ principal, query: { pageUnit, pageNo } }) =>
      resumeAudienceAnswer(await listResumeAudience(db, { userId: callerOf(principal).userId, audience: 'viewed', pageUnit, pageNo })),

    scrappedResumes: async ({ principal, query: { pageUnit, pageNo } }) =>
      resumeAudienceAnswer(await listResumeAudience(db, { userId: callerOf(principal).userId, audience: 'scrapped', pageUnit, pageNo })),

    setResume: async ({ principal, body: input, req }) => {
      const { userId } = callerOf(principal);
      const profile = await account.individualInfo(Number(userId), req.header('authorization'));
      return createResume({ db, lockMember }, { userId, input, profile, tokenEmail: principal.email });
    },

    changeResumeStatus: async ({ principal, params: { id }, body: { statusCode } }) => {
      const changed = await changeResumeStatus(db, { userId: callerOf(principal).userId, resumeId: id, statusCode });
      if (!changed) throw noSuchResume();
      return changed;
    },

    resume: async ({ principal, params: { id } }) => {
      const resume = await findMyResume(db, { userId: callerOf(principal).userId, resumeId: id });
      if (!resume) throw noSuchResume();
      return toResumeDetail(resume);
    },

    updateResume: async ({ principal, params: { id }, body: input, req }) => {
      const { userId } = callerOf(principal);
      if (!(await hasResume(db, { userId, resumeId: id }))) throw noSuchResume();
      const profile = await account.individualInfo(Number(userId), req.header('authorization'));
      const saved = await updateResume(db, { userId, resumeId: id, input, profile, tokenEmail: principal.email });
      if (!saved) throw noSuchResume();
      return saved;
    },

    deleteResume: async ({ principal, params: { id } }) => {
      if (!(await deleteResume(db, { userId: callerOf(principal).userId, resumeId: id }))) throw noSuchResume();
      return { resumeId: id };
    },
  };
}
