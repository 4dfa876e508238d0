/**
 * POST /api/application/{id} (Online, a resume) and POST /api/application/etc/{id} (Direct / chat,
 * Email, Telephone, Onsite): a real application, status 021C Under review, and the event
 * jobs.application.created in the outbox of the same transaction. The rules: the ad is ongoing and
 * takes the method (ad-for-apply.ts); one live application per member and ad (409 'You have
 * already applied to this job ad.'); an Online resume is one of the applicant's (services/talent);
 * a message for the methods that need one; the company's own form uploaded by the applicant.
 */
import type { ApplyResponse } from '@phjobs/contracts/applications';
import type { ApplyMethodCode } from '@phjobs/contracts/codes';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { fileKeyOwner } from '@phjobs/contracts/media';
import { badRequest, unauthorized } from '@phjobs/service-kit/errors';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Db } from '@phjobs/service-kit/events/sql';
import type { MemberDirectory } from '../../clients/members.ts';
import type { ResumeDirectory } from '../../clients/resumes.ts';
import { alreadyApplied, hasLiveApplication, loadAdForApply } from './ad-for-apply.ts';

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

export type ApplyDeps = { db: Db; members: MemberDirectory; resumes: ResumeDirectory; now: () => Date };

/**
 * The own-form file as the client sends it ('files/{key}/{fileName}', the key alone, or a URL of
 * /files/...): the key (`<project>/<owner>/<name>`, services/media) and the file name after it.
 */
export function parseOwnResumeKey(raw: string): { key: string; fileName: string | null } {
  let path = raw.trim();
  const filesAt = path.indexOf('/files/');
  if (/^https?:\/\//i.test(path) && filesAt >= 0) path = path.slice(filesAt + 1);
  path = path.replace(/^\/+/, '').replace(/^files\//, '');
  const parts = path.split('/');
  const rest = parts.slice(3).join('/');
  let fileName: string | null = null;
  if (rest) {
    try {
      fileName = decodeURIComponent(rest);
    } catch {
      fileName = rest;
    }
  }
  return { key: parts.slice(0, 3).join('/'), fileName };
}

const MESSAGE_REQUIRED = 'Please write a message.';

export async function applyToJob({ db, members, resumes, now }: ApplyDeps, input: ApplyInput): Promise<ApplyResponse> {
  const code: ApplyMethodCode = input.method === 'online' ? '018A' : input.howToApplyCode;
  const ad = await loadAdForApply(db, input.jobId, code, now());
  const { userId, email } = input.applicant;
  if (await hasLiveApplication(db, ad.jobId, userId)) throw alreadyApplied();

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

  try {
    return await db.$transaction(async (tx) => {
      const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
        `INSERT INTO application (job_id, user_id, how_to_apply_code, status_code, resume_id, resume_title, applicant_full_name, applicant_email,
           self_introduction, company_own_resume_key, company_own_resume_file_name)
         VALUES ($1::bigint, $2::bigint, $3, '021C', $4::bigint, $5, $6, $7, $8, $9, $10)
         RETURNING id::text`,
        ad.jobId,
        userId,
        code,
        resumeId,
        resumeTitle,
        profile.fullName,
        email,
        selfIntroduction,
        ownKey,
        ownFileName,
      );
      const applicationId = rows[0]!.id;
      await writeOutbox(tx, EVENT_SUBJECTS.APPLICATION_CREATED, {
        applicationId,
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
      });
      return { applicationId: Number(applicationId), jobId: ad.jobId, howToApplyCode: code, statusCode: '021C' as const };
    });
  } catch (error) {
    // Two applications at once: the unique index on live (job_id, user_id) lets one through.
    if ((error as { code?: string }).code === '23505') throw alreadyApplied();
    throw error;
  }
}
