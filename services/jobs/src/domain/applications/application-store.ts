/**
 * What the apply use cases need of the database, as an interface: data/applications/application-store.ts
 * implements it over SQL; the rules stay here and in rules.ts.
 */
import type { ApplyMethodCode } from '@phjobs/contracts/codes';
import type { EventPayload } from '@phjobs/contracts/events';
import type { AdForApply } from './rules.ts';

export type NewApplication = {
  jobId: number;
  userId: string;
  howToApplyCode: ApplyMethodCode;
  resumeId: number | null;
  resumeTitle: string | null;
  applicantFullName: string;
  applicantEmail: string;
  selfIntroduction: string | null;
  companyOwnResumeKey: string | null;
  companyOwnResumeFileName: string | null;
};

export interface ApplicationStore {
  /** The ad as applying needs it, null when there is no such ad; `today` is the day in Manila (YYYY-MM-DD). */
  findAdForApply(jobId: number, today: string): Promise<AdForApply | null>;
  /** Whether the member has a live (not cancelled) application to the ad. */
  hasLiveApplication(jobId: number, userId: string): Promise<boolean>;
  /**
   * Stores the application (status 021C Under review) and, in the same transaction, the event
   * jobs.application.created; its id, or null when the member already has a live application to
   * the ad (two at once: the unique index lets one through).
   */
  createApplication(application: NewApplication, event: Omit<EventPayload<'jobs.application.created'>, 'applicationId'>): Promise<string | null>;
}
