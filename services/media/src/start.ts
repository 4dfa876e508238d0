import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createMediaApp } from './app.ts';
import { createFileStore } from './domain/create-file-store.ts';
import { startWithdrawalConsumer } from './events/withdrawal.ts';

/**
 * Upload URLs and stored files (/api/common/uploadUrl, /api/common/upload, /files/*): local disk
 * with an HMAC-signed POST policy by default, Google Cloud Storage when GCS_BUCKET is set. No
 * database: a file's key is its identity, its type and name are kept beside it. On
 * account.user.withdrawn (durable 'media.withdrawal') the member's uploads are deleted.
 */
export const start: StartService = async (ctx) => {
  const store = createFileStore(ctx.env, ctx.dataDir);
  const ttl = Number(ctx.env.MEDIA_UPLOAD_TTL_SECONDS);
  const app = createMediaApp({ store, publicKey: ctx.keys.publicKey, logger: ctx.logger, uploadTtlSeconds: ttl > 0 ? ttl : undefined });
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
