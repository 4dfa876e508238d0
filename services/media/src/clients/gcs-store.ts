import type { Bucket } from '@google-cloud/storage';
import { UPLOAD_PROJECTS } from '@phjobs/contracts/media';
import { type FileStore, OWNER_SEGMENT, type StoredFile, type UploadGrant, type UploadTarget } from '../domain/file-store.ts';

/**
 * Google Cloud Storage (GCS_BUCKET): the client uploads straight to the bucket with a V4 signed
 * POST policy; GET /files/<key> streams the object back through this service (same headers as the
 * local store, and the bucket can stay private).
 *
 * What the policy enforces, GCS checks: the key, the size (content-length-range) and the
 * Content-Type field (exactly, when one type was asked for; `image/` prefix for image-only
 * projects; otherwise any, since a POST policy cannot list several types). GCS cannot look at the
 * bytes, so the magic-byte check of the local store does not happen here: ask for the upload URL
 * with `contentType` to pin the type.
 */
export class GcsStore implements FileStore {
  readonly kind = 'gcs' as const;

  constructor(private readonly bucket: Bucket) {}

  async createUpload(grant: UploadGrant): Promise<UploadTarget> {
    const fields: Record<string, string> = {};
    const conditions: unknown[] = [['content-length-range', 1, grant.maxBytes]];
    const [only] = grant.contentTypes;
    if (grant.contentTypes.length === 1 && only) fields['Content-Type'] = only; // the library adds { 'Content-Type': only }
    else if (grant.contentTypes.every((type) => type.startsWith('image/'))) conditions.push(['starts-with', '$Content-Type', 'image/']);
    else conditions.push(['starts-with', '$Content-Type', '']);
    const [target] = await this.bucket.file(grant.key).generateSignedPostPolicyV4({ expires: grant.expiresAt, conditions: conditions as object[], fields });
    return { url: target.url, fields: { ...target.fields } };
  }

  async open(key: string): Promise<StoredFile | null> {
    const file = this.bucket.file(key);
    let metadata;
    try {
      [metadata] = await file.getMetadata();
    } catch (error) {
      if ((error as { code?: number }).code === 404) return null;
      throw error;
    }
    const fileName = metadata.metadata?.fileName;
    return {
      contentType: metadata.contentType ?? 'application/octet-stream',
      size: Number(metadata.size ?? 0),
      fileName: typeof fileName === 'string' ? fileName : null,
      body: () => file.createReadStream(),
      release: async () => undefined,
    };
  }

  /** Lists `<project>/<userId>/` of every upload project (all pages) and deletes each object; gone already is fine. */
  async deleteOwnedBy(userId: string): Promise<number> {
    if (!OWNER_SEGMENT.test(userId)) return 0;
    let deleted = 0;
    for (const project of UPLOAD_PROJECTS) {
      const [files] = await this.bucket.getFiles({ prefix: `${project}/${userId}/`, autoPaginate: true });
      for (const file of files) {
        await file.delete({ ignoreNotFound: true });
        deleted += 1;
      }
    }
    return deleted;
  }
}
