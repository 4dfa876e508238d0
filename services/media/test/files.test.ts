import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Media, PDF, postForm, rawGet, startMedia, uploadUrl } from './helpers.ts';

let media: Media;
beforeAll(async () => {
  media = await startMedia();
});
afterAll(() => media.close());

describe('GET /files/<key>', () => {
  it('answers 404 JSON for a key with no file', async () => {
    const res = await fetch(`${media.base}/files/individual/7/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not-found' });
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const target = await uploadUrl(media, 'project=resume');
    await postForm(media, target, { bytes: PDF, type: 'application/pdf', name: 'cv.pdf' });
    const res = await fetch(`${media.base}/files/${target.fields.key}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(PDF.length));
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it.each([
    '/files/../../etc/passwd',
    '/files/seed/../../keys/media-signing.secret',
    '/files/seed/%2e%2e/%2e%2e',
    '/files/individual/7/..%2F..%2F..%2Fkeys%2Fmedia-signing.secret',
    '/files/..%2Fkeys/x/media-signing.secret',
    '/files/.meta/individual/7',
    '/files/individual/7/.hidden',
    '/files/individual/7/a/b/c',
    '/files/keys/media-signing.secret',
    '/files/%00/7/x',
    '/files/individual/7/%E0%A4%A',
    '/files/individual/7/%ZZ',
    '/files',
    '/files/',
  ])('does not let %s out of the store', async (path) => {
    const res = await rawGet(media, path);
    expect([400, 404]).toContain(res.status);
    expect(JSON.parse(res.body)).toHaveProperty('code');
    expect(res.body).not.toMatch(/[A-Za-z0-9_-]{43}/); // the signing secret never leaks
  });
});

describe('seed placeholders', () => {
  it('draws a missing seed logo as a deterministic SVG with the initials and a colour from the key', async () => {
    const first = await fetch(`${media.base}/files/seed/logos/company-1023.png`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await first.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>C1023<');
    expect(svg).not.toMatch(/<script/i);
    expect(await (await fetch(`${media.base}/files/seed/logos/company-1023.png`)).text()).toBe(svg);
    const other = await (await fetch(`${media.base}/files/seed/logos/company-1024.png`)).text();
    expect(other.match(/hsl\(\d+/)?.[0]).not.toBe(svg.match(/hsl\(\d+/)?.[0]);
  });

  it('draws seed ad images as banners naming the ad and photo', async () => {
    const res = await fetch(`${media.base}/files/seed/job-images/ad-5-1/store-crew-1.jpg`);
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('width="720" height="400"');
    expect(svg).toContain('Job ad 5 · photo 1');
  });

  it("answers a seed company's own form as a one-page PDF download", async () => {
    const res = await fetch(`${media.base}/files/seed/forms/company-1001/acme-application-form.docx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="acme-application-form.docx"/);
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });

  it('keeps 404 for missing keys outside seed/', async () => {
    expect((await fetch(`${media.base}/files/job/2/company-1023.png`)).status).toBe(404);
  });
});
