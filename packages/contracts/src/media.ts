/**
 * Media calls (account-community.md section 7, jobs-seeker.md 'Apply'): upload URLs with a POST
 * policy, and stored files served by key.
 *
 *   GET  /api/common/uploadUrl?project=individual[&contentType=image/png]  -> { url, fields }
 *   POST <url> multipart/form-data: every field of `fields`, then `file`      -> 201 { key, contentType, size }
 *   GET  /files/<key>[/<fileName>]                                           -> the file
 *
 * The client sends the fields in order and the file last, as S3 and GCS POST policies expect, so
 * the same client code works against the embedded local store and against a GCS bucket.
 */
import { z } from 'zod';

export const MB = 1024 * 1024;

/** Avatars, photos, logos, ad images (jobs-seeker 'Image carousel', community photos). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Interview-review proof images also take bmp (account-community.md 'Interview review registration'). */
export const REVIEW_IMAGE_TYPES = [...IMAGE_TYPES, 'image/bmp'] as const;
/** Resumes and company forms: pdf, Word (doc, docx), Hangul (hwp), and scans as images. */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-hwp',
  ...IMAGE_TYPES,
] as const;

/**
 * An individual's documents, and the ZIP the Email apply screen bundles several own-form files in
 * (POST /api/application/etc/{id} carries one `companyOwnResumeKey`; jobs-seeker.md 'Apply').
 */
export const INDIVIDUAL_TYPES = [...DOCUMENT_TYPES, 'application/zip'] as const;

export type UploadContentType = (typeof INDIVIDUAL_TYPES)[number] | (typeof REVIEW_IMAGE_TYPES)[number];

/**
 * Room above a project's size for a ZIP's own headers, given when the upload URL is asked for
 * `contentType=application/zip`: the apply screen holds the picked files to 10MB in total (the
 * spec's limit is on them) and bundles at most 10, each costing 76 + 2 x name (at most 255 bytes)
 * header bytes, plus 22: under 6 KB.
 */
export const ZIP_HEADER_ALLOWANCE = 64 * 1024;

export type UploadRule = { maxBytes: number; contentTypes: readonly UploadContentType[]; purpose: string };

/**
 * What each `project` of GET /api/common/uploadUrl may upload: one file per policy, at most
 * `maxBytes`. The spec's client asks `project=individual` for every upload an individual makes
 * (profile photo, community photos, own-form resumes), so the two member-wide projects take images
 * and documents; the narrower projects pin what their screen takes.
 */
export const UPLOAD_RULES = {
  individual: { maxBytes: 10 * MB, contentTypes: INDIVIDUAL_TYPES, purpose: "an individual member's files: profile photo, attachments, own-form resume (several as one ZIP)" },
  company: { maxBytes: 10 * MB, contentTypes: DOCUMENT_TYPES, purpose: "a company member's files: logo, company's own form, business permit" },
  logo: { maxBytes: 10 * MB, contentTypes: IMAGE_TYPES, purpose: 'company logo' },
  job: { maxBytes: 10 * MB, contentTypes: IMAGE_TYPES, purpose: 'job ad images' },
  form: { maxBytes: 10 * MB, contentTypes: [...DOCUMENT_TYPES, 'application/zip'], purpose: "a job ad's company own form (10 files, 10MB; several as one ZIP)" },
  resume: { maxBytes: 10 * MB, contentTypes: DOCUMENT_TYPES, purpose: 'own-form resume, portfolio, resume photos' },
  permit: { maxBytes: 10 * MB, contentTypes: ['application/pdf', ...IMAGE_TYPES], purpose: 'business permit scan' },
  community: { maxBytes: 6 * MB, contentTypes: IMAGE_TYPES, purpose: 'job talk and counseling photos (6 MB each)' },
  inquiry: { maxBytes: 6 * MB, contentTypes: IMAGE_TYPES, purpose: 'inquiry attachments (gif, jpeg, png within 6 MB)' },
  review: { maxBytes: 10 * MB, contentTypes: REVIEW_IMAGE_TYPES, purpose: 'interview review proof images' },
  chat: { maxBytes: 10 * MB, contentTypes: IMAGE_TYPES, purpose: 'chat images (services/chat takes the key of an upload of the sender)' },
} as const satisfies Record<string, UploadRule>;

export const UPLOAD_PROJECTS = Object.keys(UPLOAD_RULES) as [keyof typeof UPLOAD_RULES, ...(keyof typeof UPLOAD_RULES)[]];
export const ZUploadProject = z.enum(UPLOAD_PROJECTS, { error: `Unknown project; use one of ${UPLOAD_PROJECTS.join(', ')}.` });
export type UploadProject = z.infer<typeof ZUploadProject>;

/**
 * GET /api/common/uploadUrl query. `contentType` is optional: given, the policy allows that type
 * only (it must be one the project takes); left out, any type the project takes.
 */
export const ZUploadUrlQuery = z.object({
  project: ZUploadProject,
  contentType: z.string().trim().toLowerCase().max(100).optional(),
  email: z.string().optional(),
});
export type UploadUrlQuery = z.infer<typeof ZUploadUrlQuery>;

/**
 * `fields` always holds `key`; the local store adds `policy` (base64 JSON) and `signature`, GCS its
 * `policy`, `x-goog-*` fields (and `Content-Type` when the query named one). Valid ~10 minutes:
 * the spec's client asks again every 570 s.
 */
export const ZUploadUrlResponse = z.object({
  url: z.string().min(1),
  fields: z.record(z.string(), z.string()).refine((fields) => typeof fields.key === 'string', 'fields.key is missing'),
});
export type UploadUrlResponse = z.infer<typeof ZUploadUrlResponse>;

/** The local store's answer to the multipart POST (201). GCS answers 204 with no body. */
export const ZUploadResult = z.object({ key: z.string(), contentType: z.string(), size: z.number().int().min(0) });
export type UploadResult = z.infer<typeof ZUploadResult>;

/**
 * A file key: `<project>/<owner>/<name>`, three segments of safe characters, never '.' or '..'.
 * Uploads get `<project>/<userId>/<uuid>`; seed data uses `seed/<kind>/<name>` (e.g.
 * `seed/logos/company-2.png`, `seed/job-images/ad-5-1`).
 */
export const FILE_KEY_PATTERN = /^[a-z][a-z0-9-]{0,31}\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
export const ZFileKey = z.string().regex(FILE_KEY_PATTERN, 'Not a file key.');

/** The user id a key was issued to (`<project>/<userId>/<uuid>`), for services that store keys. */
export function fileKeyOwner(key: string): string | null {
  if (!FILE_KEY_PATTERN.test(key)) return null;
  const [project, owner] = key.split('/');
  return project && project in UPLOAD_RULES && owner ? owner : null;
}

/** Error codes of the upload call, beside the common ones (validation/invalid, not-found). */
export const MEDIA_ERROR_CODES = {
  /** 403: the policy or its signature was changed. */
  invalidSignature: 'media/invalid-signature',
  /** 403: the policy's time is up; ask for a new upload URL. */
  policyExpired: 'media/policy-expired',
  /** 403: the key field is not the key the policy was issued for. */
  keyMismatch: 'media/key-mismatch',
  /** 413: the file is larger than the policy allows (refused while streaming; nothing is kept). */
  tooLarge: 'media/too-large',
  /** 415: the type is not one the project takes, or the content is not what the type says. */
  unsupportedType: 'media/unsupported-type',
  /** 409: a file is already stored under this key (keys are used once). */
  keyExists: 'media/key-exists',
} as const;
