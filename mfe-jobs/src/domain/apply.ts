/**
 * The apply form (spec 'Apply screen', section 5): what each method needs, the messages, and the
 * bodies of POST /api/application/{id} (Online) and POST /api/application/etc/{id} (the others).
 */
import { APPLY_TYPE_CODE, APPLY_TYPES, type ApplyType } from '@phjobs/contracts/codes';
import type { ApplyEtcBody, ApplyOnlineBody } from '@phjobs/contracts/jobs';
import { toCalendarDay } from '@phjobs/ui/format';

export const RESUME_NOT_SELECTED = 'Resume is not selected';
export const UPLOAD_RESUME_FILE = 'Please upload resume file';
export const MESSAGE_PLACEHOLDER = 'name :\nadress :\nage :';

export const APPLY_TITLES: Record<ApplyType, string> = {
  online: 'Online application',
  email: 'Email application',
  direct: 'Direct application',
  telephone: 'Telephone application',
  onsite: 'Onsite application',
};

export const isApplyType = (value: string | undefined): value is ApplyType => !!value && (APPLY_TYPES as readonly string[]).includes(value);

export type ApplyForm = {
  /** '' = none chosen. */
  resumeId: string;
  selfIntroduction: string;
  /**
   * Files picked in the own-form 'Upload' section (up to 10, 10MB in total), uploaded on Apply:
   * the call carries one key, so one file goes as it is and several as one ZIP (`ownFormUpload` of @phjobs/web-core/own-form).
   */
  ownFiles: File[];
};

/** Where an own-form upload is stored, as `uploadFile` answers it. */
export type UploadedOwnForm = { key: string; fileName: string };

export const emptyApplyForm = (prefill: string | null = null): ApplyForm => ({ resumeId: '', selfIntroduction: prefill ?? '', ownFiles: [] });

/** Empty strings become null (resumeId and selfIntroduction). */
export const emptyToNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** The validation messages of the form: field -> message; empty when valid. */
export function validateApply(type: ApplyType, form: ApplyForm, hasOwnForm: boolean): Partial<Record<'resumeId' | 'selfIntroduction' | 'companyOwnResumeKey', string>> {
  const errors: Partial<Record<'resumeId' | 'selfIntroduction' | 'companyOwnResumeKey', string>> = {};
  if (type === 'online' && emptyToNull(form.resumeId) === null) errors.resumeId = RESUME_NOT_SELECTED;
  const ownFormMode = type === 'email' && hasOwnForm;
  if (type !== 'online' && !ownFormMode && emptyToNull(form.selfIntroduction) === null) errors.selfIntroduction = RESUME_NOT_SELECTED;
  if (ownFormMode && form.ownFiles.length === 0) errors.companyOwnResumeKey = UPLOAD_RESUME_FILE;
  return errors;
}

export function onlineBody(form: ApplyForm): ApplyOnlineBody {
  return { resumeId: Number(form.resumeId) };
}

/** `uploaded`: the stored own-form upload (Email with a company's own form), sent as 'files/{key}/{fileName}'. */
export function etcBody(type: Exclude<ApplyType, 'online'>, form: ApplyForm, hasOwnForm: boolean, uploaded: UploadedOwnForm | null = null): ApplyEtcBody {
  const ownFormMode = type === 'email' && hasOwnForm;
  return {
    howToApplyCode: APPLY_TYPE_CODE[type],
    selfIntroduction: ownFormMode ? null : emptyToNull(form.selfIntroduction),
    companyOwnResumeKey: ownFormMode && uploaded ? `files/${uploaded.key}/${uploaded.fileName}` : null,
    companyOwnResumeFileName: ownFormMode && uploaded ? uploaded.fileName : null,
  };
}

/** Enter sends nothing in the message box; Shift+Enter makes a new line. */
export const blocksEnter = (e: { key: string; shiftKey: boolean }): boolean => e.key === 'Enter' && !e.shiftKey;

/** 003A Male, anything else Female. */
export const genderText = (code: string | null | undefined): string => (code === '003A' ? 'Male' : 'Female');

/** Whole years from a YYYY-MM-DD birth date to `now` (Manila calendar); null when unreadable. */
export function ageInYears(birthDate: string | null | undefined, now: Date): number | null {
  const born = toCalendarDay(birthDate ?? null);
  const today = toCalendarDay(now);
  if (!born || !today) return null;
  let age = today.y - born.y;
  if (today.m < born.m || (today.m === born.m && today.d < born.d)) age -= 1;
  return age >= 0 ? age : null;
}

