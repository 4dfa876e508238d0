import type { Readable } from 'node:stream';
import type { UploadRule } from '@phjobs/contracts/media';

/** One upload allowed: this key, these types, this size, until then. */
export type UploadGrant = {
  key: string;
  maxBytes: number;
  contentTypes: UploadRule['contentTypes'];
  expiresAt: Date;
};

/** Where the client POSTs the file, and the form fields it sends first (always including `key`). */
export type UploadTarget = { url: string; fields: Record<string, string> };

export type StoredFile = {
  contentType: string;
  size: number;
  /** The name the uploader's file had, when known (for downloads). */
  fileName: string | null;
  /** The bytes; call it once, or release() instead. */
  body(): Readable;
  /** Lets the file go unread (HEAD requests). */
  release(): Promise<void>;
};

/**
 * Where files live. The local disk store is the embedded default; GCS (GCS_BUCKET) in production.
 * Either way the client uploads straight to `createUpload`'s target with a POST policy, and files
 * are read back by key through GET /files/<key>.
 */
export interface FileStore {
  readonly kind: 'local' | 'gcs';
  createUpload(grant: UploadGrant): Promise<UploadTarget>;
  /** The stored file, or null when nothing is stored under the key. */
  open(key: string): Promise<StoredFile | null>;
  /**
   * Deletes every file uploaded by this member: the keys `<project>/<userId>/…` of every upload
   * project (seed files are never anyone's). Answers how many were deleted; a second call finds
   * none and deletes nothing (account.user.withdrawn may be delivered more than once).
   */
  deleteOwnedBy(userId: string): Promise<number>;
}

/** A user id as it appears as the owner segment of a key; anything else owns no file. */
export const OWNER_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
