/**
 * GET /api/employer/myPage/applicant/detail/{id}: one application as its ad's company sees it
 * (employer.md 'Applicant detail'). The applicant comes from services/account (the e-mail masked),
 * the resume of an online application from services/talent, the own-form file (the Email apply's
 * ZIP) and the message from the application. The ad's company opening it marks it read, once it
 * could be shown; the company's master reads it too (packages/contracts branches.ts) and marks
 * nothing. Another company's application, a cancelled one or one on a deleted ad is absent (404),
 * nothing marked.
 */
import { maskEmail, type ApplicantDetail, type ApplicantResumeInfo } from '@phjobs/contracts/applications';
import type { ApplicationStatusCode } from '@phjobs/contracts/codes';
import type { InternalResume } from '@phjobs/contracts/talent';
import { notFound } from '@phjobs/service-kit/errors';
import type { MemberDirectory } from '../../clients/members.ts';
import type { ResumeDirectory } from '../../clients/resumes.ts';
import type { AdReader } from '../ad-reader.ts';

/** What the detail reads of the application row (data/applications/employer-applicants.ts). */
export type ApplicationForDetail = {
  id: string;
  job_id: string;
  job_title: string;
  user_id: string | null;
  how_to_apply_code: string;
  status_code: ApplicationStatusCode;
  resume_id: string | null;
  applicant_full_name: string;
  applicant_email: string | null;
  self_introduction: string | null;
  company_own_resume_key: string | null;
  company_own_resume_file_name: string | null;
  created_at: string;
  /** The reader is the ad's company (not its master): its opening marks the application read. */
  own: boolean;
};

export type ApplicantDetailDeps = {
  findApplication(reader: AdReader, applicationId: number): Promise<ApplicationForDetail | null>;
  markRead(applicationId: number, at: Date): Promise<void>;
  members: MemberDirectory;
  resumes: ResumeDirectory;
  now: () => Date;
};

const resumeInfoOf = (resume: InternalResume): ApplicantResumeInfo => ({
  title: resume.title,
  education: resume.education,
  isNewcomer: resume.isNewcomer,
  career: resume.career,
  ability: resume.ability,
  portfolio: resume.portfolio,
  resumePhoto: resume.resumePhoto,
  resumeProfileImageKey: resume.resumeProfileImageKey,
  workingConditions: resume.workingConditions,
  selfIntroduction: resume.selfIntroduction,
});

export async function getApplicantDetail(deps: ApplicantDetailDeps, reader: AdReader, applicationId: number): Promise<ApplicantDetail> {
  const row = await deps.findApplication(reader, applicationId);
  if (!row) throw notFound('No such application.');
  const [profile, found] = await Promise.all([
    row.user_id === null ? Promise.resolve(null) : deps.members.profile(row.user_id),
    row.resume_id === null ? Promise.resolve(null) : deps.resumes.resume(row.resume_id),
  ]);
  // Only the resume the applicant sent, and only while it is theirs.
  const resume = found && row.user_id !== null && String(found.userId) === row.user_id ? found : null;
  const email = profile?.email ?? row.applicant_email;
  const detail: ApplicantDetail = {
    userInfo: {
      fullName: profile?.fullName ?? row.applicant_full_name,
      genderCode: profile?.genderCode ?? null,
      birthDate: profile?.birthDate ?? null,
      address: profile?.address ?? null,
      phoneNumber: profile?.phoneNumber ?? null,
      email: email ? maskEmail(email) : null,
      photoKey: profile?.photoKey ?? resume?.photoKey ?? null,
    },
    resumeInfo: resume ? resumeInfoOf(resume) : null,
    resumeKey: row.company_own_resume_key,
    resumeFileNmae: row.company_own_resume_file_name,
    selfIntroduction: row.self_introduction ?? resume?.selfIntroduction ?? null,
    applicationId,
    jobId: Number(row.job_id),
    jobTitle: row.job_title,
    howToApplyCode: row.how_to_apply_code,
    statusCode: row.status_code,
    createdAt: row.created_at,
  };
  if (row.own) await deps.markRead(applicationId, deps.now());
  return detail;
}
