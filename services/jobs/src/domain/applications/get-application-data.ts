/**
 * GET /api/application/{id}?applyType: what the apply screen shows. The ad (ongoing, taking the
 * method) gives the company line, its own form (Email) and the message it prefills; the applicant
 * comes from services/account and, for Online, the resumes from services/talent.
 */
import type { ApplyType } from '@phjobs/contracts/codes';
import type { ApplicationData } from '@phjobs/contracts/jobs';
import { unauthorized } from '@phjobs/service-kit/errors';
import type { MemberDirectory } from '../../clients/members.ts';
import type { ResumeDirectory } from '../../clients/resumes.ts';
import { manilaDate } from '../manila-day.ts';
import type { ApplicationStore } from './application-store.ts';
import { adTakingApplications, codeOfApplyType } from './rules.ts';

export async function getApplicationData(
  { store, members, resumes, now }: { store: ApplicationStore; members: MemberDirectory; resumes: ResumeDirectory; now: () => Date },
  { jobId, userId, applyType }: { jobId: number; userId: string; applyType: ApplyType },
): Promise<ApplicationData> {
  const ad = adTakingApplications(await store.findAdForApply(jobId, manilaDate(now())), codeOfApplyType(applyType));
  const [profile, resumeList] = await Promise.all([members.profile(userId), applyType === 'online' ? resumes.resumesOf(userId) : Promise.resolve([])]);
  if (!profile) throw unauthorized('The member is not known (any more).');
  return {
    comapny: { title: ad.title, companyName: ad.companyName },
    employee: { fullName: profile.fullName, genderCode: profile.genderCode, birthDate: profile.birthDate, phoneNumber: profile.phoneNumber, email: profile.email },
    resumeList: resumeList.map(({ id, statusCode, title, updatedAt }) => ({ id, statusCode, title, updatedAt })),
    companyOwnForm: applyType === 'email' ? ad.ownForm : null,
    directCustomizedInput: ad.directCustomizedInput,
  };
}
