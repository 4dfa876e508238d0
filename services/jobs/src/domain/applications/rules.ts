/**
 * The rules of applying that need no database: which methods an ad takes, whether an ad still
 * takes applications, the own-form file key, the chat of a chat application, the periods of the
 * my-applications filter.
 */
import { ALREADY_APPLIED_MESSAGE, APPLICATION_ERROR_CODES } from '@phjobs/contracts/applications';
import { APPLY_METHOD, APPLY_TYPE_CODE, type ApplyMethodCode, type ApplyType } from '@phjobs/contracts/codes';
import { badRequest, conflict, notFound } from '@phjobs/service-kit/errors';
import { ONGOING } from '../ad-status.ts';


/** An ad as applying needs it (data: ApplicationStore.findAdForApply). */
export type AdForApply = {
  jobId: number;
  companyId: string;
  companyName: string;
  title: string;
  statusCode: string;
  /** Its deadline is before today in Manila. */
  pastDeadline: boolean;
  applyMethods: string[];
  ownForm: { key: string; fileName: string } | null;
  directCustomizedInput: string | null;
};

/** The chat apply of the detail page sends Direct (018B); an ad offering Chat (0190) takes it too. */
export function offersMethod(applyMethods: readonly string[], code: ApplyMethodCode): boolean {
  return applyMethods.includes(code) || (code === '018B' && applyMethods.includes('0190'));
}

/**
 * The ad, when it is ongoing (its deadline, if any, not before today in Manila) and takes `code`;
 * else the HttpError the caller answers: unknown, under-review, ended and deleted ads are the same
 * 404 (a hidden ad cannot be told from a missing one, issue 19), an ongoing ad past its deadline
 * (still public until the nightly close) 409 'application/ad-closed', a method the ad does not take
 * 400 on howToApplyCode.
 */
export function adTakingApplications(ad: AdForApply | null, code: ApplyMethodCode): AdForApply {
  // Only ongoing ads are public: any other is as absent as an unknown one.
  if (!ad || ad.statusCode !== ONGOING) throw notFound('No such job ad.');
  if (ad.pastDeadline) throw conflict(APPLICATION_ERROR_CODES.adClosed, 'This job ad is no longer accepting applications.');
  if (!offersMethod(ad.applyMethods, code)) throw badRequest('This job ad does not take this application method.', { howToApplyCode: `This job ad does not take ${APPLY_METHOD[code]} applications.` });
  return ad;
}

export const alreadyApplied = () => conflict(APPLICATION_ERROR_CODES.alreadyApplied, ALREADY_APPLIED_MESSAGE);

export const codeOfApplyType = (type: ApplyType): ApplyMethodCode => (type === 'online' ? '018A' : APPLY_TYPE_CODE[type]);

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

/** The chat of a chat application: /chats/apply/apply_{jobId}_{uid}. */
export const chatUrlOf = (howToApplyCode: string, jobId: string | number, userId: string | number | null) =>
  howToApplyCode === '018B' && userId !== null ? `apply_${jobId}_${userId}` : null;

/** The start of the period: periodValue days, weeks, months or years before `now`. */
export function periodStart(now: Date, value: number, unit: 'd' | 'w' | 'm' | 'y'): Date {
  const start = new Date(now);
  if (unit === 'd') start.setUTCDate(start.getUTCDate() - value);
  else if (unit === 'w') start.setUTCDate(start.getUTCDate() - 7 * value);
  else if (unit === 'm') start.setUTCMonth(start.getUTCMonth() - value);
  else start.setUTCFullYear(start.getUTCFullYear() - value);
  return start;
}
