import { createService } from '@phjobs/service-kit/http';
import type { Logger } from '@phjobs/service-kit/logger';
import express, { type Express } from 'express';
import type { FileStore } from './domain/file-store.ts';
import { UPLOAD_TTL_SECONDS } from './domain/issue-upload.ts';
import { LocalDiskStore } from './domain/local-disk-store.ts';
import { fileRoutes } from './routes/files.ts';
import { uploadRoutes } from './routes/upload.ts';
import { uploadUrlRoutes } from './routes/upload-url.ts';

export type MediaAppDeps = { store: FileStore; publicKey: string; logger: Logger; uploadTtlSeconds?: number };

export function createMediaApp({ store, publicKey, logger, uploadTtlSeconds = UPLOAD_TTL_SECONDS }: MediaAppDeps): Express {
  return createService({
    name: 'media',
    logger,
    routes: (app) => {
      const router = express.Router();
      uploadUrlRoutes(router, { store, publicKey, ttlSeconds: uploadTtlSeconds });
      // Only the local store receives uploads itself; with GCS the client posts to the bucket.
      if (store instanceof LocalDiskStore) uploadRoutes(router, { store });
      fileRoutes(router, { store, logger });
      app.use(router);
    },
  });
}
