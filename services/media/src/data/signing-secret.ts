import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The HMAC secret of the local store's upload policies: the configured one (MEDIA_SIGNING_SECRET), else one generated
 * once under <dataDir>/keys/media-signing.secret (so every media process on this machine agrees
 * and policies survive a restart).
 */
export function loadSigningSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const dir = join(dataDir, 'keys');
  const path = join(dir, 'media-signing.secret');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Written whole beside it, then linked in: only the first process to get here creates it, and
  // nobody reads a half-written secret.
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(path, 'utf8').trim();
}
