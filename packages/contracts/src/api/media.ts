/** The schemas of services/media's routes (../routes/media.ts), under the same names. */
import { ZUploadResult, ZUploadUrlQuery, ZUploadUrlResponse } from '../media.ts';
import { withSchemas } from '../route-schemas.ts';
import { MEDIA_ROUTES } from '../routes/media.ts';

export const MEDIA_API = withSchemas(MEDIA_ROUTES, {
  uploadUrl: { query: ZUploadUrlQuery, response: ZUploadUrlResponse },
  upload: {
    response: ZUploadResult,
    bodyContentType: 'multipart/form-data',
    errors: { 400: 'The policy is missing, expired or forged, or the form is malformed.', 413: 'The file is larger than the policy allows.', 415: 'The file type is not one the policy takes.' },
  },
  file: { response: null, errors: { 400: 'Not a file key.', 404: 'No file is stored under this key.' } },
});
