import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '@phjobs/contracts/media';
import { EXE, type Media, officeFile, PDF, PNG_1X1, pngOfSize, postForm, startMedia, uploadUrl, ZIP, zipOfSize } from './helpers.ts';

let media: Media;
beforeAll(async () => {
  media = await startMedia();
});
afterAll(() => media.close());

const png = (bytes: Uint8Array<ArrayBuffer> = PNG_1X1) => ({ bytes, type: 'image/png', name: 'photo.png' });

async function refusal(res: Response) {
  return { status: res.status, body: (await res.json()) as { code: string; message: string } };
}

describe('POST /api/common/upload (local store)', () => {
  it('stores a file posted with the upload URL fields and serves it back byte-identical', async () => {
    const target = await uploadUrl(media, 'project=individual');
    const bytes = pngOfSize(300 * 1024);
    const res = await postForm(media, target, png(bytes));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ key: target.fields.key, contentType: 'image/png', size: bytes.length });

    const file = await fetch(`${media.base}/files/${target.fields.key}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="photo.png"/);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves documents as downloads under the uploaded name, or the name in the path', async () => {
    const target = await uploadUrl(media, 'project=resume');
    const res = await postForm(media, target, { bytes: PDF, type: 'application/pdf', name: 'Résumé Juan.pdf' });
    expect(res.status).toBe(201);
    const file = await fetch(`${media.base}/files/${target.fields.key}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="R_sum_ Juan.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Juan.pdf`);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const named = await fetch(`${media.base}/files/${target.fields.key}/my-cv.pdf`);
    expect(named.headers.get('content-disposition')).toMatch(/^attachment; filename="my-cv.pdf"/);
  });

  it('takes a Hangul document sent with no type, by its extension and its container', async () => {
    const target = await uploadUrl(media, 'project=resume');
    const hwp = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 1)]);
    const res = await postForm(media, target, { bytes: hwp, type: 'application/octet-stream', name: 'resume.hwp' });
    expect(res.status).toBe(201);
    expect((await res.json()).contentType).toBe('application/x-hwp');
  });

  it('takes a Word document by the Word part in its first bytes, and refuses a workbook sent as one, keeping nothing of it', async () => {
    const docx = { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'form.docx' };
    const word = officeFile('word', 64 * 1024);
    const taken = await postForm(media, await uploadUrl(media, 'project=individual'), { ...docx, bytes: word });
    expect(taken.status).toBe(201);
    expect(await taken.json()).toMatchObject({ contentType: docx.type, size: word.length });

    const target = await uploadUrl(media, 'project=individual');
    const { status, body } = await refusal(await postForm(media, target, { ...docx, bytes: officeFile('workbook', 64 * 1024) }));
    expect(status).toBe(415);
    expect(body.message).toBe(`The file's content is not ${docx.type}.`);
    expect(media.storedFiles().filter((path) => path.includes(target.fields.key!))).toEqual([]);
  });

  it("takes an own-form ZIP in project individual (the apply screen's several files) and serves it back by key as a download", async () => {
    const target = await uploadUrl(media, 'project=individual&contentType=application/zip');
    const res = await postForm(media, target, { bytes: ZIP, type: 'application/zip', name: 'application-files.zip' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ key: target.fields.key, contentType: 'application/zip', size: ZIP.length });

    const file = await fetch(`${media.base}/files/${target.fields.key}/application-files.zip`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="application-files.zip"/);
    expect(Buffer.from(await file.arrayBuffer()).equals(ZIP)).toBe(true);
  });

  it('takes a ZIP sent as Windows browsers type it (application/x-zip-compressed) without asking for a type', async () => {
    const target = await uploadUrl(media, 'project=individual');
    const res = await postForm(media, target, { bytes: ZIP, type: 'application/x-zip-compressed', name: 'files.zip' });
    expect(res.status).toBe(201);
    expect((await res.json()).contentType).toBe('application/zip');
  });

  it('refuses a body declared as a ZIP that is not one: the bytes are checked', async () => {
    const target = await uploadUrl(media, 'project=individual&contentType=application/zip');
    const { status, body } = await refusal(await postForm(media, target, { bytes: PDF, type: 'application/zip', name: 'application-files.zip' }));
    expect(status).toBe(415);
    expect(body.code).toBe('media/unsupported-type');
    expect(media.storedFiles().filter((path) => path.includes(target.fields.key!))).toEqual([]);
  });

  it('gives a ZIP room for its headers above 10MB of picked files, and only a ZIP', async () => {
    const zip = await uploadUrl(media, 'project=individual&contentType=application/zip');
    const bundled = await postForm(media, zip, { bytes: zipOfSize(10 * MB + 6 * 1024), type: 'application/zip', name: 'application-files.zip' });
    expect(bundled.status).toBe(201);
    const over = await uploadUrl(media, 'project=individual&contentType=application/zip');
    expect((await refusal(await postForm(media, over, { bytes: zipOfSize(10 * MB + 64 * 1024 + 1), type: 'application/zip', name: 'a.zip' }))).status).toBe(413);
    const pdf = await uploadUrl(media, 'project=individual&contentType=application/pdf');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB + 6 * 1024 - PDF.length, 32)]);
    expect((await refusal(await postForm(media, pdf, { bytes: big, type: 'application/pdf', name: 'big.pdf' }))).status).toBe(413);
  });

  it('refuses a ZIP in a project that does not take archives', async () => {
    const target = await uploadUrl(media, 'project=resume');
    const { status, body } = await refusal(await postForm(media, target, { bytes: ZIP, type: 'application/zip', name: 'files.zip' }));
    expect(status).toBe(415);
    expect(body.code).toBe('media/unsupported-type');
  });

  it('refuses a tampered signature', async () => {
    const target = await uploadUrl(media, 'project=individual');
    const signature = target.fields.signature!;
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const { status, body } = await refusal(await postForm(media, target, png(), { ...target.fields, signature: tampered }));
    expect(status).toBe(403);
    expect(body.code).toBe('media/invalid-signature');
  });

  it('refuses a policy whose limits were raised by the client', async () => {
    const target = await uploadUrl(media, 'project=community');
    const policy = JSON.parse(Buffer.from(target.fields.policy!, 'base64').toString());
    const raised = Buffer.from(JSON.stringify({ ...policy, maxBytes: 100 * MB })).toString('base64');
    const { status, body } = await refusal(await postForm(media, target, png(), { ...target.fields, policy: raised }));
    expect(status).toBe(403);
    expect(body.code).toBe('media/invalid-signature');
  });

  it('refuses an expired policy', async () => {
    const expiring = await startMedia({ MEDIA_UPLOAD_TTL_SECONDS: '1' });
    try {
      const target = await uploadUrl(expiring, 'project=individual');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const { status, body } = await refusal(await postForm(expiring, target, png()));
      expect(status).toBe(403);
      expect(body.code).toBe('media/policy-expired');
      expect(expiring.storedFiles()).toEqual([]);
    } finally {
      await expiring.close();
    }
  });

  it('refuses a key other than the one the policy was issued for', async () => {
    const target = await uploadUrl(media, 'project=individual');
    const other = target.fields.key!.replace(/\/7\//, '/8/');
    const { status, body } = await refusal(await postForm(media, target, png(), { ...target.fields, key: other }));
    expect(status).toBe(403);
    expect(body.code).toBe('media/key-mismatch');
    expect((await fetch(`${media.base}/files/${other}`)).status).toBe(404);
  });

  it('refuses a second upload to the same key: keys are written once', async () => {
    const target = await uploadUrl(media, 'project=individual');
    expect((await postForm(media, target, png())).status).toBe(201);
    const { status, body } = await refusal(await postForm(media, target, png(pngOfSize(2048))));
    expect(status).toBe(409);
    expect(body.code).toBe('media/key-exists');
    expect(Buffer.from(await (await fetch(`${media.base}/files/${target.fields.key}`)).arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('keeps exactly one of two uploads racing for one key, with its own type', async () => {
    const target = await uploadUrl(media, 'project=resume');
    const answers = await Promise.all([
      postForm(media, target, { bytes: pngOfSize(512 * 1024), type: 'image/png', name: 'scan.png' }),
      postForm(media, target, { bytes: PDF, type: 'application/pdf', name: 'cv.pdf' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const winner = (await answers.find((res) => res.status === 201)!.json()) as { contentType: string; size: number };
    const file = await fetch(`${media.base}/files/${target.fields.key}`);
    expect(file.headers.get('content-type')).toBe(winner.contentType);
    expect((await file.arrayBuffer()).byteLength).toBe(winner.size);
  });

  it('refuses a file over the project limit while it streams, and keeps nothing of it', async () => {
    const before = media.storedFiles();
    const target = await uploadUrl(media, 'project=community'); // 6 MB images
    const { status, body } = await refusal(await postForm(media, target, png(pngOfSize(6 * MB + 1))));
    expect(status).toBe(413);
    expect(body.code).toBe('media/too-large');
    expect(media.storedFiles()).toEqual(before);
    expect((await fetch(`${media.base}/files/${target.fields.key}`)).status).toBe(404);
  });

  it('takes a file of exactly the limit', async () => {
    const target = await uploadUrl(media, 'project=community');
    const res = await postForm(media, target, png(pngOfSize(6 * MB)));
    expect(res.status).toBe(201);
    expect((await res.json()).size).toBe(6 * MB);
  });

  it('refuses a body declaring more than any project takes, unread', async () => {
    const target = await uploadUrl(media, 'project=individual');
    const { status, body } = await refusal(await postForm(media, target, png(pngOfSize(11 * MB))));
    expect(status).toBe(413);
    expect(body.code).toBe('media/too-large');
    expect(media.storedFiles().some((path) => path.includes(target.fields.key!))).toBe(false);
  });

  it('answers 413 at the limit without waiting for the rest of the body', async () => {
    const target = await uploadUrl(media, 'project=community');
    const boundary = 'media-test-boundary';
    const head = [
      ...Object.entries(target.fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ].join('');
    const chunk = Buffer.alloc(256 * 1024, 7);
    let sent = 0;
    // 7 MB of file, then the stream never ends: only an answer given mid-stream can arrive.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.concat([Buffer.from(head), PNG_1X1.subarray(0, 16)]));
      },
      pull(controller) {
        if (sent >= 7 * MB) return new Promise(() => undefined);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(new URL(target.url, media.base), {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('media/too-large');
    expect(media.storedFiles().some((path) => path.startsWith('.tmp'))).toBe(false);
  });

  it('refuses a program renamed .png: the bytes are checked, not just the declared type', async () => {
    const target = await uploadUrl(media, 'project=individual');
    const { status, body } = await refusal(await postForm(media, target, { bytes: EXE, type: 'image/png', name: 'cute-cat.png' }));
    expect(status).toBe(415);
    expect(body.code).toBe('media/unsupported-type');
    expect(media.storedFiles().filter((path) => path.includes(target.fields.key!))).toEqual([]);
  });

  it('refuses a type the project does not take', async () => {
    const target = await uploadUrl(media, 'project=community'); // images only
    const { status, body } = await refusal(await postForm(media, target, { bytes: PDF, type: 'application/pdf', name: 'notes.pdf' }));
    expect(status).toBe(415);
    expect(body.code).toBe('media/unsupported-type');
  });

  it('refuses a type other than the one the upload URL was asked for', async () => {
    const target = await uploadUrl(media, 'project=resume&contentType=application/pdf');
    const { status } = await refusal(await postForm(media, target, png()));
    expect(status).toBe(415);
  });

  it('refuses a form without the policy fields, without a file, or not multipart', async () => {
    const target = await uploadUrl(media, 'project=individual');
    const noPolicy = await refusal(await postForm(media, target, png(), { key: target.fields.key! }));
    expect(noPolicy).toMatchObject({ status: 400, body: { code: 'validation/invalid' } });

    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    const noFile = await refusal(await fetch(new URL(target.url, media.base), { method: 'POST', body: form }));
    expect(noFile).toMatchObject({ status: 400, body: { code: 'validation/invalid' } });

    const json = await refusal(await fetch(new URL(target.url, media.base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(json).toMatchObject({ status: 400, body: { code: 'validation/invalid' } });
  });

  it('keeps the type and the uploaded name beside the file', async () => {
    const target = await uploadUrl(media, 'project=individual');
    await postForm(media, target, png());
    const meta = JSON.parse(readFileSync(join(media.dataDir, 'files', '.meta', `${target.fields.key}.json`), 'utf8'));
    expect(meta).toMatchObject({ contentType: 'image/png', size: PNG_1X1.length, fileName: 'photo.png' });
  });
});
