import { type UploadUrlResponse, ZUploadUrlQuery } from '@phjobs/contracts/media';
import { authenticate, checkEmailParam, requireUser } from '@phjobs/service-kit/auth';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { FileStore } from '../domain/file-store.ts';
import { issueUpload } from '../domain/issue-upload.ts';

export function uploadUrlRoutes(router: Router, { store, publicKey, ttlSeconds }: { store: FileStore; publicKey: string; ttlSeconds: number }): void {
  /** Signed-in users: a POST policy for one file (account-community.md section 7). */
  router.get('/api/common/uploadUrl', authenticate(publicKey), async (req, res) => {
    const user = requireUser(res);
    checkEmailParam(req, res);
    const query = parse(ZUploadUrlQuery, req.query);
    const body: UploadUrlResponse = await issueUpload(store, { project: query.project, contentType: query.contentType, userId: user.userId, ttlSeconds });
    res.set('Cache-Control', 'no-store').json(body);
  });
}
