/**
 * POST /api/application/{id} (Online, a resume) and POST /api/application/etc/{id} (Direct / chat,
 * Email, Telephone, Onsite): a real application, status 021C Under review, and the event
 * jobs.application.created in the outbox of the same transaction (the store writes both). The
 * rules: the ad is ongoing and takes the method (rules.ts); one live application per member and ad
 * (409 'You have already applied to this job ad.'); an Online resume is one of the applicant's
 * (services/talent); a message for the methods that need one; the company's own form uploaded by
 * the applicant.
 */
import type { ApplyResponse } from '@phjobs/contracts/applications';
import type { ApplyMethodCode } from '@phjobs/contracts/codes';
import { fileKeyOwner } from '@phjobs/contracts/media';
import { badRequest, unauthorized } from '@phjobs/service-kit/errors';
import type { MemberDirectory } from '../../clients/members.ts';
import type { ResumeDirectory } from '../../clients/resumes.ts';
import { manilaDate } from '../manila-day.ts';
import type { ApplicationStore } from './application-store.ts';
import { adTakingApplications, alreadyApplied, parseOwnResumeKey } from './rules.ts';

export type Applicant = { userId: string; email: string };

export type ApplyInput =
  | { jobId: number; applicant: Applicant; method: 'online'; resumeId: number }
  | {
      jobId: number;
      applicant: Applicant;
      method: 'etc';
      howToApplyCode: Exclude<ApplyMethodCode, '018A' | '018E' | '0190'>;
      selfIntroduction: string | null;
      companyOwnResumeKey: string | null;
      companyOwnResumeFileName: string | null;
    };

export type ApplyDeps = { store: ApplicationStore; members: MemberDirectory; resumes: ResumeDirectory; now: () => Date };

const MESSAGE_REQUIRED = 'Please write a message.';

export async function applyToJob({ store, members, resumes, now }: ApplyDeps, input: ApplyInput): Promise<ApplyResponse> {
  const code: ApplyMethodCode = input.method === 'online' ? '018A' : input.howToApplyCode;
  const ad = adTakingApplications(await store.findAdForApply(input.jobId, manilaDate(now())), code);
  const { userId, email } = input.applicant;
  if (await store.hasLiveApplication(ad.jobId, userId)) throw alreadyApplied();

  let resumeId: number | null = null;
  let resumeTitle: string | null = null;
  let selfIntroduction: string | null = null;
  let ownKey: string | null = null;
  let ownFileName: string | null = null;
  if (input.method === 'online') {
    const resume = (await resumes.resumesOf(userId)).find((item) => item.id === input.resumeId);
    if (!resume) throw badRequest('The resume is not one of yours.', { resumeId: 'The resume is not one of yours.' });
    resumeId = resume.id;
    resumeTitle = resume.title;
  } else {
    selfIntroduction = input.selfIntroduction?.trim() || null;
    const usesOwnForm = code === '018C' && ad.ownForm !== null;
    if (input.companyOwnResumeKey?.trim()) {
      const { key, fileName } = parseOwnResumeKey(input.companyOwnResumeKey);
      if (fileKeyOwner(key) !== userId) throw badRequest('The resume file is not one you uploaded.', { companyOwnResumeKey: 'The resume file is not one you uploaded.' });
      ownKey = key;
      ownFileName = input.companyOwnResumeFileName?.trim() || fileName || 'resume';
    }
    // The company's own form replaces the message; every other method needs one.
    if (usesOwnForm && !ownKey) throw badRequest('Please upload resume file', { companyOwnResumeKey: 'Please upload resume file' });
    if (!usesOwnForm && !selfIntroduction) throw badRequest(MESSAGE_REQUIRED, { selfIntroduction: MESSAGE_REQUIRED });
  }

  const profile = await members.profile(userId);
  if (!profile) throw unauthorized('The member is not known (any more).');

  const applicationId = await store.createApplication(
    {
      jobId: ad.jobId,
      userId,
      howToApplyCode: code,
      resumeId,
      resumeTitle,
      applicantFullName: profile.fullName,
      applicantEmail: email,
      selfIntroduction,
      companyOwnResumeKey: ownKey,
      companyOwnResumeFileName: ownFileName,
    },
    {
      jobId: String(ad.jobId),
      jobTitle: ad.title,
      employerUserId: ad.companyId,
      companyName: ad.companyName,
      applicantUserId: userId,
      applicantEmail: email,
      applicantFullName: profile.fullName,
      howToApplyCode: code,
      resumeId: resumeId === null ? null : String(resumeId),
      statusCode: '021C',
    },
  );
  if (applicationId === null) throw alreadyApplied();
  return { applicationId: Number(applicationId), jobId: ad.jobId, howToApplyCode: code, statusCode: '021C' as const };
}
