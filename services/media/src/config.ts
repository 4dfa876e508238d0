/**
 * The media service's environment, parsed once at start (start.ts) and passed down. Nothing else in
 * the service reads the environment. The embedded default needs none of it: the local disk store
 * under <dataDir>/files with a signing secret generated once under <dataDir>/keys.
 *
 * | env | what |
 * |---|---|
 * | GCS_BUCKET | Google Cloud Storage instead of the local disk store |
 * | GCS_PROJECT_ID, GCS_CREDENTIALS | its project, and a service-account key as JSON (else Application Default Credentials: GOOGLE_APPLICATION_CREDENTIALS, workload identity) |
 * | MEDIA_SIGNING_SECRET | the local store's POST-policy HMAC key, shared by every media instance (16+ characters) |
 * | MEDIA_UPLOAD_TTL_SECONDS | how long an upload URL stays valid (default 600) |
 */
import { envInt, parseConfig } from '@phjobs/service-kit/config';
import type { ServiceContext } from '@phjobs/service-kit/runtime';
import { z } from 'zod';

const json = z.string().transform((text, ctx): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'a JSON object (a service-account key) is needed' });
  return z.NEVER;
});

export const configSchema = z.object({
  GCS_BUCKET: z.string().trim().optional(),
  GCS_PROJECT_ID: z.string().optional(),
  GCS_CREDENTIALS: json.optional(),
  MEDIA_SIGNING_SECRET: z.string().trim().min(16, { message: 'at least 16 characters are needed' }).optional(),
  MEDIA_UPLOAD_TTL_SECONDS: envInt({ min: 1 }).optional(),
});

export type MediaConfig = {
  store:
    | { kind: 'local'; /** Absent: generated once under <dataDir>/keys. */ signingSecret?: string }
    | { kind: 'gcs'; bucket: string; projectId?: string; credentials?: Record<string, unknown> };
  /** Absent: the default (issue-upload.ts). */
  uploadTtlSeconds?: number;
};

export function readConfig(ctx: Pick<ServiceContext, 'env'>): MediaConfig {
  const env = parseConfig('media', configSchema, ctx.env);
  return {
    store: env.GCS_BUCKET
      ? { kind: 'gcs', bucket: env.GCS_BUCKET, projectId: env.GCS_PROJECT_ID, credentials: env.GCS_CREDENTIALS }
      : { kind: 'local', signingSecret: env.MEDIA_SIGNING_SECRET },
    uploadTtlSeconds: env.MEDIA_UPLOAD_TTL_SECONDS,
  };
}
