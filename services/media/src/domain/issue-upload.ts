import { randomUUID } from 'node:crypto';
import { UPLOAD_RULES, ZIP_HEADER_ALLOWANCE, type UploadProject } from '@phjobs/contracts/media';
import { badRequest } from '@phjobs/service-kit/errors';
import { normalizeContentType } from './content-type.ts';
import type { FileStore, UploadTarget } from './file-store.ts';

/** How long an upload URL stays good: the spec's client asks for a new one every 570 s. */
export const UPLOAD_TTL_SECONDS = 600;

export type IssueUploadInput = { project: UploadProject; userId: string; contentType?: string | undefined; now?: Date; ttlSeconds?: number };

/**
 * A POST policy for one file of `project` under a new key `<project>/<userId>/<uuid>`, with the
 * project's size limit and types (only `contentType` when one is asked for). A policy for a ZIP
 * alone gets ZIP_HEADER_ALLOWANCE more: the archive's headers on top of files held to the limit.
 */
export async function issueUpload(store: FileStore, { project, userId, contentType, now = new Date(), ttlSeconds = UPLOAD_TTL_SECONDS }: IssueUploadInput): Promise<UploadTarget> {
  const rule = UPLOAD_RULES[project];
  let contentTypes: readonly (typeof rule.contentTypes)[number][] = rule.contentTypes;
  if (contentType) {
    const wanted = normalizeContentType(contentType);
    const allowed = rule.contentTypes.find((type) => type === wanted);
    if (!allowed) throw badRequest('The project does not take this content type.', { contentType: `Use one of ${rule.contentTypes.join(', ')}.` });
    contentTypes = [allowed];
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId)) throw badRequest('The signed-in user has no usable id.');
  return store.createUpload({
    key: `${project}/${userId}/${randomUUID()}`,
    maxBytes: contentTypes.length === 1 && contentTypes[0] === 'application/zip' ? rule.maxBytes + ZIP_HEADER_ALLOWANCE : rule.maxBytes,
    contentTypes,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
}
