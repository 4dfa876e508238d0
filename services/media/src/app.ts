import { MEDIA_API } from '@phjobs/contracts/api/media';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import { routesOf } from '@phjobs/service-kit/routes';
import type { Express } from 'express';
import type { FileStore } from './domain/file-store.ts';
import { UPLOAD_TTL_SECONDS } from './domain/issue-upload.ts';
import { LocalDiskStore } from './data/local-disk-store.ts';
import { fileHandlers } from './routes/files.ts';
import { uploadHandlers } from './routes/upload.ts';
import { uploadUrlHandlers } from './routes/upload-url.ts';

export type MediaAppDeps = { store: FileStore; publicKey: string; logger: Logger; uploadTtlSeconds?: number };

export function createMediaApp({ store, publicKey, logger, uploadTtlSeconds = UPLOAD_TTL_SECONDS }: MediaAppDeps): Express {
  return createService({
    name: 'media',
    logger,
    api: [
      routesOf(
        MEDIA_API,
        {
          ...uploadUrlHandlers({ store, ttlSeconds: uploadTtlSeconds }),
          // Only the local store receives uploads itself; with GCS the client posts to the bucket.
          ...uploadHandlers({ store: store instanceof LocalDiskStore ? store : null }),
          ...fileHandlers({ store, logger }),
        },
        // Only the signed-in route reads a token: files and uploads (the policy is the permission) never do.
        { authenticate: authenticate(publicKey) },
      ),
    ],
  });
}
