import type { MEDIA_API } from '@phjobs/contracts/api/media';
import { mayUpload } from '@phjobs/contracts/media';
import { forbidden } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { FileStore } from '../domain/file-store.ts';
import { issueUpload } from '../domain/issue-upload.ts';

export function uploadUrlHandlers({ store, ttlSeconds }: { store: FileStore; ttlSeconds: number }): Handlers<typeof MEDIA_API, 'uploadUrl'> {
  return {
    /** Signed-in users: a POST policy for one file (account-community.md section 7). */
    uploadUrl: async ({ principal, query, res }) => {
      if (!mayUpload(query.project, principal.userType)) throw forbidden(`A ${principal.userType} member cannot upload to the ${query.project} project.`);
      const answer = await issueUpload(store, { project: query.project, contentType: query.contentType, userId: principal.userId, ttlSeconds });
      res.set('Cache-Control', 'no-store');
      return answer;
    },
  };
}
