/**
 * A member's resumes (services/talent owns resumes): GET /internal/users/:userId/resumes.
 * An interface, so that tests run a local HTTP stub of the talent service.
 */
import { ZMemberResumes, type ApplyResume } from '@phjobs/contracts/applications';
import { fillPath } from '@phjobs/contracts/route';
import { TALENT_ROUTES } from '@phjobs/contracts/routes/talent';
import { ZInternalResume, type InternalResume } from '@phjobs/contracts/talent';
import { internalGetter, type UpstreamOptions } from './upstream.ts';

export interface ResumeDirectory {
  /** The member's resumes, newest update first; [] when talent knows none. Throws a 503 HttpError when talent cannot be asked. */
  resumesOf(userId: string): Promise<ApplyResume[]>;
  /** One resume with its owner (the employer's applicant detail); null when talent knows none. Throws a 503 HttpError when talent cannot be asked. */
  resume(resumeId: string): Promise<InternalResume | null>;
}

export function httpResumeDirectory(options: UpstreamOptions): ResumeDirectory {
  const get = internalGetter('talent', options);
  return {
    resume: (resumeId) => get(fillPath(TALENT_ROUTES.internalResume.path, { id: resumeId }), ZInternalResume),
    resumesOf: async (userId) => (await get(fillPath(TALENT_ROUTES.memberResumes.path, { userId }), ZMemberResumes))?.resumeList ?? [],
  };
}
