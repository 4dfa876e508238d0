/**
 * The routes services/media serves (zod-free: remotes import it). Their schemas are in
 * ../api/media.ts under the same names.
 */
import { defineRoutes } from '../route.ts';

export const MEDIA_ROUTES = defineRoutes('media', {
  uploadUrl: { method: 'GET', path: '/api/common/uploadUrl', summary: 'A POST policy for one file', access: 'member', rateLimit: null, email: true },
  upload: {
    method: 'POST',
    path: '/api/common/upload',
    summary: "The local store's bucket endpoint: multipart/form-data, the policy's fields then `file` (the policy is the permission)",
    access: 'anyone',
    rateLimit: null,
    status: 201,
    raw: 'a multipart/form-data upload streamed to disk',
    optional: 'the local file store only (with GCS the client posts to the bucket)',
  },
  file: {
    method: 'GET',
    path: '/files/*key',
    summary: 'A stored file: /files/<project>/<owner>/<name>[/<download file name>]',
    access: 'anyone',
    rateLimit: null,
    raw: 'a file streamed with its own headers',
  },
});
