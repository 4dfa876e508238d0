/**
 * The inquiry and report forms (account-community spec, section 5): major and detail required
 * (details filtered to the major; changing the major clears the detail), content required up to
 * 700 characters, a valid e-mail, and for inquiries up to 5 images (gif, jpeg, jpg, png, 6 MB each).
 * The messages are the contracts' (COMMUNITY_MESSAGES), as the service answers them.
 */
import { LIMITS, QNA_DETAIL_CATEGORY, QNA_MAJOR_CATEGORY, REPORT_DETAIL_CODES, QNA_DETAIL_LABEL, type QnaDetailCode, type QnaMajorCode, type ReportTarget } from '@phjobs/contracts/codes';
import { COMMUNITY_MESSAGES as M } from '@phjobs/contracts/messages';

export type Option = { value: string; label: string };

export const MAJOR_OPTIONS: Option[] = (Object.keys(QNA_MAJOR_CATEGORY) as QnaMajorCode[]).map((code) => ({ value: code, label: QNA_MAJOR_CATEGORY[code] }));

/** The detail options of a major (none before a major is chosen). */
export function detailOptions(major: string): Option[] {
  const table = (QNA_DETAIL_CATEGORY as Record<string, Record<string, string>>)[major];
  return table ? Object.entries(table).map(([value, label]) => ({ value, label })) : [];
}

/** The report reasons of a target (job, community, resume). */
export function reportDetailOptions(target: ReportTarget): Option[] {
  return REPORT_DETAIL_CODES[target].map((code: QnaDetailCode) => ({ value: code, label: QNA_DETAIL_LABEL[code] }));
}

export const CONTENT_MAX = LIMITS.inquiryContent;
export const MAX_IMAGES = LIMITS.inquiryAttachments;
export const MAX_IMAGE_BYTES = LIMITS.inquiryAttachmentBytes;
export const IMAGE_NAME = /\.(gif|jpe?g|png)$/i;

/** Characters as a person counts them (an emoji is one). */
export const lengthOf = (text: string): number => Array.from(text).length;
/** Cuts input beyond the limit (the counter never passes it). */
export const cut = (text: string, max: number): string => (lengthOf(text) > max ? Array.from(text).slice(0, max).join('') : text);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SupportFormValues = { major: string; detail: string; content: string; email: string };
export type SupportFormErrors = Partial<Record<keyof SupportFormValues, string>>;

export function validateSupportForm(values: SupportFormValues, { needsMajor = true }: { needsMajor?: boolean } = {}): SupportFormErrors {
  const errors: SupportFormErrors = {};
  if (needsMajor && !values.major) errors.major = M.majorRequired;
  if (needsMajor && !values.detail) errors.detail = M.detailRequired;
  if (!values.content.trim()) errors.content = M.contentRequired;
  else if (lengthOf(values.content.trim()) > CONTENT_MAX) errors.content = M.contentMax;
  if (!values.email.trim()) errors.email = M.emailRequired;
  else if (!EMAIL.test(values.email.trim())) errors.email = 'It does not match the email format.';
  return errors;
}

export type ImageRule = { max: number; maxBytes: number; names: RegExp; tooMany: string; wrongFile: string };

/** An inquiry's images: up to 5 gif, jpeg, jpg or png of 6 MB each. */
export const INQUIRY_IMAGES: ImageRule = { max: MAX_IMAGES, maxBytes: MAX_IMAGE_BYTES, names: IMAGE_NAME, tooMany: M.attachmentsMax, wrongFile: M.attachmentType };

/** Why an image cannot be attached under `rule` (null: it can): the count already reached, its type (by its name's extension), its size. */
export function imageProblemOf(rule: ImageRule, file: { name: string; type: string; size: number }, attached: number): string | null {
  if (attached >= rule.max) return rule.tooMany;
  if (!rule.names.test(file.name)) return rule.wrongFile;
  if (file.size > rule.maxBytes) return rule.wrongFile;
  return null;
}

/** Why an image cannot be attached to an inquiry (null: it can): type, size, or the count already reached. */
export function imageProblem(file: { name: string; type: string; size: number }, attached: number): string | null {
  return imageProblemOf(INQUIRY_IMAGES, file, attached);
}

/** The report screen's query: route (job, community, resume), targetId, detailCategory (preselected when it fits the route). */
export function reportTarget(params: URLSearchParams): { route: ReportTarget; targetId: number; detail: string } | null {
  const route = params.get('route');
  const targetId = Number(params.get('targetId'));
  if (route !== 'job' && route !== 'community' && route !== 'resume') return null;
  if (!Number.isInteger(targetId) || targetId <= 0) return null;
  const detail = params.get('detailCategory') ?? '';
  const allowed: readonly string[] = REPORT_DETAIL_CODES[route];
  return { route, targetId, detail: allowed.includes(detail) ? detail : '' };
}
