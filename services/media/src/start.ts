import { join } from 'node:path';
import { Storage, type StorageOptions } from '@google-cloud/storage';
import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createMediaApp } from './app.ts';
import { GcsStore } from './clients/gcs-store.ts';
import { readConfig, type MediaConfig } from './config.ts';
import { LocalDiskStore } from './data/local-disk-store.ts';
import { loadSigningSecret } from './data/signing-secret.ts';
import type { FileStore } from './domain/file-store.ts';
import { startWithdrawalConsumer } from './events/withdrawal.ts';

/**
 * GCS: credentials from the configured service-account key, or else Application Default
 * Credentials (without a private key the policy is signed through the IAM signBlob API).
 * Otherwise the local disk store under <dataDir>/files.
 */
function fileStore(store: MediaConfig['store'], dataDir: string): FileStore {
  if (store.kind === 'local') return new LocalDiskStore(join(dataDir, 'files'), loadSigningSecret(store.signingSecret, dataDir));
  const options: StorageOptions = {};
  if (store.projectId) options.projectId = store.projectId;
  if (store.credentials) options.credentials = store.credentials as StorageOptions['credentials'];
  return new GcsStore(new Storage(options).bucket(store.bucket));
}

/**
 * Upload URLs and stored files (/api/common/uploadUrl, /api/common/upload, /files/*): local disk
 * with an HMAC-signed POST policy by default, Google Cloud Storage when GCS_BUCKET is set. No
 * database: a file's key is its identity, its type and name are kept beside it. On
 * account.user.withdrawn (durable 'media.withdrawal') the member's uploads are deleted.
 */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  const store = fileStore(config.store, ctx.dataDir);
  const app = createMediaApp({ store, publicKey: ctx.keys.publicKey, logger: ctx.logger, uploadTtlSeconds: config.uploadTtlSeconds });
  const withdrawal = await startWithdrawalConsumer({ store, transport: ctx.bus.transport, logger: ctx.logger });
  const server = await listen(app, ctx.port);
  ctx.logger.info({ store: store.kind }, 'media store');
  return {
    port: server.port,
    close: async () => {
      await server.close();
      await withdrawal.stop();
    },
  };
};
