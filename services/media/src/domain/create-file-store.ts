import { join } from 'node:path';
import { Storage, type StorageOptions } from '@google-cloud/storage';
import type { FileStore } from './file-store.ts';
import { GcsStore } from './gcs-store.ts';
import { LocalDiskStore } from './local-disk-store.ts';
import { loadSigningSecret } from './signing-secret.ts';

/**
 * GCS_BUCKET set: Google Cloud Storage, credentials from GCS_CREDENTIALS (a service-account key as
 * JSON) or else Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS, workload identity;
 * without a private key the policy is signed through the IAM signBlob API). Otherwise the local
 * disk store under <dataDir>/files.
 */
export function createFileStore(env: NodeJS.ProcessEnv, dataDir: string): FileStore {
  const bucket = env.GCS_BUCKET?.trim();
  if (!bucket) return new LocalDiskStore(join(dataDir, 'files'), loadSigningSecret(env, dataDir));
  const options: StorageOptions = {};
  if (env.GCS_PROJECT_ID) options.projectId = env.GCS_PROJECT_ID;
  if (env.GCS_CREDENTIALS) options.credentials = JSON.parse(env.GCS_CREDENTIALS) as StorageOptions['credentials'];
  return new GcsStore(new Storage(options).bucket(bucket));
}
