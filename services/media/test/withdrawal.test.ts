import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createInProcessTransport } from '@phjobs/service-kit/events/in-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStore } from '../src/data/local-disk-store.ts';
import { startWithdrawalConsumer, WITHDRAWAL_CONSUMER } from '../src/events/withdrawal.ts';
import { type Media, PDF, PNG_1X1, postForm, startMedia, uploadUrl } from './helpers.ts';

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const withdrawn = (userId: string) => createEnvelope('account.user.withdrawn', { userId, email: `${userId}@example.ph`, userType: 'individual' });

describe(`account.user.withdrawn (durable '${WITHDRAWAL_CONSUMER}') over HTTP and disk`, () => {
  let media: Media;
  beforeAll(async () => {
    media = await startMedia();
  });
  afterAll(() => media.close());

  async function upload(userId: string, project: string, file: { bytes: Buffer<ArrayBuffer>; type: string; name: string }): Promise<string> {
    const target = await uploadUrl(media, `project=${project}`, media.tokenFor({ userId }));
    expect((await postForm(media, target, file)).status).toBe(201);
    return target.fields.key!;
  }
  const status = async (key: string) => (await fetch(`${media.base}/files/${key}`)).status;

  it("deletes every file the withdrawn member uploaded, in any project, and keeps other members' files", async () => {
    const photo = await upload('41', 'individual', { bytes: PNG_1X1, type: 'image/png', name: 'me.png' });
    const resume = await upload('41', 'resume', { bytes: PDF, type: 'application/pdf', name: 'cv.pdf' });
    const other = await upload('42', 'resume', { bytes: PDF, type: 'application/pdf', name: 'cv.pdf' });
    expect([await status(photo), await status(resume), await status(other)]).toEqual([200, 200, 200]);

    const event = withdrawn('41');
    await media.bus.transport.publish(event);
    await media.bus.transport.publish(event); // delivered again: nothing left to delete, no harm
    await until(async () => (await status(photo)) === 404 && (await status(resume)) === 404, "the member's files to go");
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await status(photo)).toBe(404);
    expect(await status(resume)).toBe(404);
    expect(await status(other)).toBe(200);
    expect(media.storedFiles().filter((path) => !path.startsWith('.meta'))).toEqual([other]);
    expect(media.storedFiles().filter((path) => path.startsWith('.meta'))).toEqual([join('.meta', `${other}.json`)]);
  });
});

describe('the withdrawal consumer on a transport', () => {
  const root = mkdtempSync(join(tmpdir(), 'phjobs-media-withdrawal-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finishes a file already being read when the withdrawal deletes it, and has none for the next reader', async () => {
    const store = new LocalDiskStore(join(root, 'race'), 'secret');
    const pending = store.begin('resume/43/cv');
    await new Promise<void>((resolve, reject) => pending.stream.end(PDF, () => resolve()).once('error', reject));
    await pending.commit({ contentType: 'application/pdf', size: PDF.length, fileName: 'cv.pdf' });
    const reading = await store.open('resume/43/cv');
    expect(await store.deleteOwnedBy('43')).toBe(1);
    const chunks: Buffer[] = [];
    for await (const chunk of reading!.body()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    expect(await store.open('resume/43/cv')).toBeNull();
  });

  it('handles a second delivery of the same event without error, deleting nothing more', async () => {
    const store = new LocalDiskStore(join(root, 'files'), 'secret');
    for (const key of ['individual/41/a', 'resume/41/b', 'resume/42/c']) {
      const pending = store.begin(key);
      await new Promise<void>((resolve, reject) => pending.stream.end(PDF, () => resolve()).once('error', reject));
      await pending.commit({ contentType: 'application/pdf', size: PDF.length, fileName: null });
    }
    const outcomes: (number | string)[] = [];
    const counting = {
      kind: store.kind,
      createUpload: store.createUpload.bind(store),
      open: store.open.bind(store),
      deleteOwnedBy: (userId: string) =>
        store.deleteOwnedBy(userId).then(
          (deleted) => (outcomes.push(deleted), deleted),
          (error: unknown) => (outcomes.push(String(error)), Promise.reject(error)),
        ),
    };
    const transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
    const consumer = await startWithdrawalConsumer({ store: counting, transport });
    try {
      const event = withdrawn('41');
      await transport.publish(event);
      await transport.publish(event);
      await until(() => outcomes.length === 2, 'two deliveries');
      expect(outcomes).toEqual([2, 0]);
      expect(await store.open('resume/42/c')).not.toBeNull();
      expect(await store.deleteOwnedBy('../42')).toBe(0);
      expect(await store.open('resume/42/c')).not.toBeNull();
    } finally {
      await consumer.stop();
      await transport.close();
    }
  });
});
