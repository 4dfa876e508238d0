import { generateKeyPairSync, verify } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Storage } from '@google-cloud/storage';
import { describe, expect, it } from 'vitest';
import { MB } from '@phjobs/contracts/media';
import { GcsStore } from '../src/clients/gcs-store.ts';
import { startMedia, uploadUrl } from './helpers.ts';

/** A service-account key made up for the test: V4 POST policies are signed locally, no network. */
function fakeServiceAccount() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    credentials: { client_email: 'media-uploader@phjobs-test.iam.gserviceaccount.com', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
    publicKey,
  };
}

const storeWith = (credentials: { client_email: string; private_key: string }) =>
  new GcsStore(new Storage({ projectId: 'phjobs-test', credentials }).bucket('phjobs-media-test'));

const decode = (policy: string) => JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { conditions: unknown[]; expiration: string };

describe('GcsStore at its boundary', () => {
  it('answers a V4 signed POST policy for the key, the size and image types, signed by the service account', async () => {
    const { credentials, publicKey } = fakeServiceAccount();
    const expiresAt = new Date(Date.now() + 10 * 60_000);
    const target = await storeWith(credentials).createUpload({ key: 'job/2/3f1c7e64-5a43-4f0a-9b3e-7c1d2a9e8b10', maxBytes: 10 * MB, contentTypes: ['image/jpeg', 'image/png', 'image/gif'], expiresAt });

    expect(target.url).toBe('https://storage.googleapis.com/phjobs-media-test/');
    expect(target.fields).toMatchObject({
      key: 'job/2/3f1c7e64-5a43-4f0a-9b3e-7c1d2a9e8b10',
      'x-goog-algorithm': 'GOOG4-RSA-SHA256',
      'x-goog-credential': expect.stringMatching(/^media-uploader@phjobs-test\.iam\.gserviceaccount\.com\/\d{8}\/auto\/storage\/goog4_request$/),
      'x-goog-date': expect.stringMatching(/^\d{8}T\d{6}Z$/),
      'x-goog-signature': expect.stringMatching(/^[0-9a-f]{512}$/),
    });
    const policy = decode(target.fields.policy!);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 10 * MB],
        ['starts-with', '$Content-Type', 'image/'],
        { key: 'job/2/3f1c7e64-5a43-4f0a-9b3e-7c1d2a9e8b10' },
        { bucket: 'phjobs-media-test' },
        { 'x-goog-algorithm': 'GOOG4-RSA-SHA256' },
      ]),
    );
    expect(Math.abs(Date.parse(policy.expiration) - expiresAt.getTime())).toBeLessThan(1000);
    const signed = verify('RSA-SHA256', Buffer.from(target.fields.policy!), publicKey, Buffer.from(target.fields['x-goog-signature']!, 'hex'));
    expect(signed).toBe(true);
  });

  it('pins Content-Type as a field and an exact condition when one type was asked for', async () => {
    const { credentials } = fakeServiceAccount();
    const target = await storeWith(credentials).createUpload({ key: 'resume/7/0b0c', maxBytes: 10 * MB, contentTypes: ['application/pdf'], expiresAt: new Date(Date.now() + 60_000) });
    expect(target.fields['Content-Type']).toBe('application/pdf');
    expect(decode(target.fields.policy!).conditions).toEqual(expect.arrayContaining([{ 'Content-Type': 'application/pdf' }, ['content-length-range', 1, 10 * MB]]));
  });

  it('lets a document project send any Content-Type field, since a policy cannot list several', async () => {
    const { credentials } = fakeServiceAccount();
    const target = await storeWith(credentials).createUpload({ key: 'resume/7/0b0d', maxBytes: 10 * MB, contentTypes: ['application/pdf', 'image/png'], expiresAt: new Date(Date.now() + 60_000) });
    expect(target.fields['Content-Type']).toBeUndefined();
    expect(decode(target.fields.policy!).conditions).toEqual(expect.arrayContaining([['starts-with', '$Content-Type', '']]));
  });
});

describe('the media service with GCS_BUCKET set', () => {
  it('hands out bucket POST policies and receives no uploads itself', async () => {
    const { credentials } = fakeServiceAccount();
    const media = await startMedia({ GCS_BUCKET: 'phjobs-media-test', GCS_PROJECT_ID: 'phjobs-test', GCS_CREDENTIALS: JSON.stringify(credentials) });
    try {
      const target = await uploadUrl(media, 'project=community');
      expect(target.url).toBe('https://storage.googleapis.com/phjobs-media-test/');
      expect(target.fields.key).toMatch(/^community\/7\/[0-9a-f-]{36}$/);
      expect(decode(target.fields.policy!).conditions).toEqual(expect.arrayContaining([['content-length-range', 1, 6 * MB]]));
      const local = await fetch(`${media.base}/api/common/upload`, { method: 'POST' });
      expect(local.status).toBe(404);
      expect(existsSync(join(media.dataDir, 'files'))).toBe(false); // no local file tree at all
    } finally {
      await media.close();
    }
  });
});

describe('GcsStore.deleteOwnedBy at its boundary', () => {
  it("lists each upload project's <project>/<userId>/ prefix and deletes what it finds, nothing else", async () => {
    // A stand-in for the bucket's JSON API (a custom apiEndpoint goes without auth, as for emulators).
    const objects = new Set(['resume/41/a', 'individual/41/b', 'resume/410/c', 'resume/42/d', 'seed/41/e']);
    const seen: string[] = [];
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push(`${req.method} ${url.pathname}${url.searchParams.has('prefix') ? `?prefix=${url.searchParams.get('prefix')}` : ''}`);
      const listing = /^\/storage\/v1\/b\/phjobs-media-test\/o$/.exec(url.pathname);
      const object = /^\/storage\/v1\/b\/phjobs-media-test\/o\/(.+)$/.exec(url.pathname);
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && listing) {
        const prefix = url.searchParams.get('prefix') ?? '';
        res.end(JSON.stringify({ kind: 'storage#objects', items: [...objects].filter((name) => name.startsWith(prefix)).map((name) => ({ kind: 'storage#object', name, bucket: 'phjobs-media-test' })) }));
      } else if (req.method === 'DELETE' && object) {
        const name = decodeURIComponent(object[1]!);
        res.statusCode = objects.delete(name) ? 204 : 404;
        res.end(res.statusCode === 404 ? JSON.stringify({ error: { code: 404, message: 'No such object' } }) : undefined);
      } else {
        res.statusCode = 400;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const store = new GcsStore(new Storage({ projectId: 'phjobs-test', apiEndpoint: `http://127.0.0.1:${port}` }).bucket('phjobs-media-test'));
      expect(await store.deleteOwnedBy('41')).toBe(2);
      expect([...objects].sort()).toEqual(['resume/410/c', 'resume/42/d', 'seed/41/e']);
      expect(seen).toContain('GET /storage/v1/b/phjobs-media-test/o?prefix=resume/41/');
      expect(seen).toContain('DELETE /storage/v1/b/phjobs-media-test/o/individual%2F41%2Fb');
      expect(await store.deleteOwnedBy('41')).toBe(0);
    } finally {
      server.close();
    }
  });
});
