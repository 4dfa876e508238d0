/**
 * The job talk and counseling post forms (account-community spec, section 5): title and content
 * (index) required; photos optional, only gif, jpeg, jpg, png, up to 6 MB each, up to 3. The limits
 * and messages are the contracts' (the service answers the same).
 */
import { POST_LIMITS as L, POST_MESSAGES as M } from './contract';
import { IMAGE_NAME, lengthOf, type ImageRule } from '../supportForm';

export const POST_TITLE_MAX = L.title;
export const POST_INDEX_MAX = L.body;
/** The posting notice of counseling. */
export const COUNSELING_NOTICE = M.counselingNotice;

export const POST_PHOTOS: ImageRule = { max: L.photos, maxBytes: L.photoBytes, names: IMAGE_NAME, tooMany: M.photosMax, wrongFile: M.photoType };

export type PostFormValues = { title: string; index: string };
export type PostFormErrors = Partial<Record<keyof PostFormValues, string>>;

export function validatePostForm(values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = {};
  if (!values.title.trim()) errors.title = M.titleRequired;
  else if (lengthOf(values.title.trim()) > POST_TITLE_MAX) errors.title = M.titleMax;
  if (!values.index.trim()) errors.index = M.contentRequired;
  else if (lengthOf(values.index.trim()) > POST_INDEX_MAX) errors.index = M.contentMax;
  return errors;
}
