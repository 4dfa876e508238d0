/**
 * A company's own application form, several files as one upload: the seeker's Email apply
 * (mfe-jobs) sends the picked files with its application, and the employer's ad wizard
 * (mfe-employer) stores the form the ad offers. Both calls carry one file key, so one picked file
 * goes as it is and several as one stored ZIP (./zip.ts). The spec's limit: up to 10 files, 10MB
 * in total (LIMITS.uploadFiles, LIMITS.uploadBytes).
 */
import { LIMITS } from '@phjobs/contracts/codes';
import { zipStore } from '@phjobs/web-core/zip';

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
