import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { FILE_KEY_PATTERN, MEDIA_ERROR_CODES, UPLOAD_PROJECTS } from '@phjobs/contracts/media';
import { MEDIA_ROUTES } from '@phjobs/contracts/routes/media';
import { HttpError } from '@phjobs/service-kit/errors';
import { type FileStore, OWNER_SEGMENT, type StoredFile, type UploadGrant, type UploadTarget } from '../domain/file-store.ts';
import { signPolicy, type UploadPolicy, verifyPolicy } from '../domain/upload-policy.ts';

type FileMeta = { contentType: string; size: number; fileName: string | null; storedAt: string };

/** A file being written: into a temporary file first, made the key's file by commit() only. */
export type PendingFile = {
  stream: WriteStream;
  /** Makes the written bytes the key's file (409 when the key already has one). */
  commit(meta: Omit<FileMeta, 'storedAt'>): Promise<void>;
  /** Removes what was written; safe to call more than once and after commit. */
  discard(): Promise<void>;
};

/**
 * The embedded default: files under <dataDir>/files/<key>, their type and name beside them in
 * .meta/<key>.json, uploads written to .tmp/ and linked into place whole (a failed or refused
 * upload leaves nothing). Uploads are authorised by an HMAC-signed POST policy, like a bucket's.
 */
export class LocalDiskStore implements FileStore {
  readonly kind = 'local' as const;
  private readonly tmpDir: string;
  private readonly metaDir: string;

  constructor(
    readonly root: string,
    private readonly secret: string,
    /** Where clients POST the multipart form (same origin through the gateway). */
    private readonly uploadUrl = MEDIA_ROUTES.upload.path,
  ) {
    this.tmpDir = join(root, '.tmp');
    this.metaDir = join(root, '.meta');
    // What a crash left half-written is never anyone's file.
    rmSync(this.tmpDir, { recursive: true, force: true });
    mkdirSync(this.tmpDir, { recursive: true });
    mkdirSync(this.metaDir, { recursive: true });
  }

  async createUpload(grant: UploadGrant): Promise<UploadTarget> {
    const policy: UploadPolicy = { key: grant.key, maxBytes: grant.maxBytes, contentTypes: [...grant.contentTypes], expiresAt: grant.expiresAt.toISOString() };
    const signed = signPolicy(this.secret, policy);
    return { url: this.uploadUrl, fields: { key: grant.key, policy: signed.policy, signature: signed.signature } };
  }

  /** The policy of an upload form when its signature, time and key check out; a 403 otherwise. */
  verifyUpload(fields: { key?: string; policy?: string; signature?: string }, now = new Date()): UploadPolicy {
    const policy = verifyPolicy(this.secret, fields.policy, fields.signature, now);
    if (fields.key !== policy.key) throw new HttpError(403, MEDIA_ERROR_CODES.keyMismatch, 'The key is not the one this upload policy was issued for.');
    return policy;
  }

  /**
   * Opens the file before answering anything: once open, its bytes stay readable even when a
   * withdrawal deletes it a moment later (the answer started is finished, the next one is a 404).
   */
  async open(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const meta = await this.readMeta(key);
      return {
        contentType: meta?.contentType ?? 'application/octet-stream',
        size: info.size,
        fileName: meta?.fileName ?? null,
        body: () => handle.createReadStream(),
        release: () => handle.close(),
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Removes <project>/<userId>/ for every upload project, the files first, then their descriptions. */
  async deleteOwnedBy(userId: string): Promise<number> {
    if (!OWNER_SEGMENT.test(userId)) return 0;
    let deleted = 0;
    for (const project of UPLOAD_PROJECTS) {
      const dir = join(this.root, project, userId);
      try {
        deleted += (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile()).length;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      await rm(dir, { recursive: true, force: true });
      await rm(join(this.metaDir, project, userId), { recursive: true, force: true });
    }
    return deleted;
  }

  begin(key: string): PendingFile {
    const final = this.pathOf(key);
    const draft = join(this.tmpDir, randomUUID());
    const stream = createWriteStream(draft, { flags: 'wx', mode: 0o640 });
    let done = false;
    const discard = async () => {
      done = true;
      if (!stream.closed) await new Promise<void>((resolveClose) => stream.destroy().once('close', () => resolveClose()));
      await rm(draft, { force: true });
      await rm(`${draft}.json`, { force: true });
    };
    return {
      stream,
      discard,
      commit: async (meta) => {
        if (done) throw new Error('This upload was already committed or discarded.');
        done = true;
        try {
          await mkdir(dirname(final), { recursive: true });
          await mkdir(dirname(this.metaPathOf(key)), { recursive: true });
          await writeFile(`${draft}.json`, JSON.stringify({ ...meta, storedAt: new Date().toISOString() } satisfies FileMeta));
          // Links fail when the name exists, so keys are written once, and concurrent uploads to one
          // key cannot mix. The description goes in first: whoever sees the file sees its type.
          await linkOnce(`${draft}.json`, this.metaPathOf(key));
          try {
            await linkOnce(draft, final);
          } catch (error) {
            await rm(this.metaPathOf(key), { force: true });
            throw error;
          }
        } finally {
          await rm(draft, { force: true });
          await rm(`${draft}.json`, { force: true });
        }
      },
    };
  }

  private async readMeta(key: string): Promise<FileMeta | null> {
    try {
      return JSON.parse(await readFile(this.metaPathOf(key), 'utf8')) as FileMeta;
    } catch {
      return null;
    }
  }

  /** The file of a key; the key pattern already rules out '..', and the resolved path must stay inside. */
  private pathOf(key: string): string {
    return this.inside(this.root, key, '');
  }

  private metaPathOf(key: string): string {
    return this.inside(this.metaDir, key, '.json');
  }

  private inside(base: string, key: string, suffix: string): string {
    if (!FILE_KEY_PATTERN.test(key)) throw new HttpError(400, 'validation/invalid', 'Not a file key.');
    const path = resolve(base, ...key.split('/')) + suffix;
    if (!path.startsWith(resolve(base) + sep)) throw new HttpError(400, 'validation/invalid', 'Not a file key.');
    return path;
  }
}

async function linkOnce(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new HttpError(409, MEDIA_ERROR_CODES.keyExists, 'A file is already stored under this key.');
    throw error;
  }
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');
