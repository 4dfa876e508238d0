/**
 * The apply form (spec 'Apply screen', section 5): what each method needs, the messages, and the
 * bodies of POST /api/application/{id} (Online) and POST /api/application/etc/{id} (the others).
 */
import { APPLY_TYPE_CODE, APPLY_TYPES, LIMITS, type ApplyType } from '@phjobs/contracts/codes';
import type { ApplyEtcBody, ApplyOnlineBody } from '@phjobs/contracts/jobs';
import { toCalendarDay } from '@phjobs/ui/format';
import { zipStore } from './zip';

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
   * the call carries one key, so one file goes as it is and several as one ZIP (`ownFormUpload`).
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

/** The name of the archive several own-form files travel in. */
export const OWN_FORM_BUNDLE_NAME = 'application-files.zip';

/**
 * The one file the own-form upload sends: the picked file as it is, or, when several are picked,
 * one ZIP of them (stored, names made unique like 'cv (2).pdf'), since POST
 * /api/application/etc/{id} carries a single `companyOwnResumeKey`.
 */
export async function ownFormUpload(files: readonly File[], now: Date = new Date()): Promise<File> {
  if (files.length === 0) throw new RangeError('No own-form file is picked.');
  if (files.length === 1) return files[0]!;
  const entries = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), modified: file.lastModified ? new Date(file.lastModified) : now })),
  );
  return new File([zipStore(entries)], OWN_FORM_BUNDLE_NAME, { type: 'application/zip', lastModified: now.getTime() });
}

/** What the file picker offers: the document and image types media takes for own-form resumes. */
export const OWN_FORM_ACCEPT = '.pdf,.doc,.docx,.hwp,.jpg,.jpeg,.png,.gif,.zip,application/pdf,image/jpeg,image/png,image/gif';

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

/** A picked file's size beside its name: bytes, whole KB (rounded up) under 1 MB, else MB with one decimal. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The upload rule of the own-form section: up to 10 files, 10MB in total. */
export function checkUploads(current: readonly { size: number }[], adding: readonly { size: number }[]): 'ok' | 'tooMany' | 'tooLarge' {
  if (current.length + adding.length > LIMITS.uploadFiles) return 'tooMany';
  const total = [...current, ...adding].reduce((sum, f) => sum + f.size, 0);
  return total > LIMITS.uploadBytes ? 'tooLarge' : 'ok';
}
