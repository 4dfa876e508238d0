import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB, UPLOAD_RULES, ZIP_HEADER_ALLOWANCE, ZUploadUrlResponse } from '@phjobs/contracts/media';
import { type Media, PNG_1X1, postForm, startMedia, uploadUrl } from './helpers.ts';

let media: Media;
beforeAll(async () => {
  media = await startMedia();
});
afterAll(() => media.close());

const decode = (policy: string) => JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));

describe('GET /api/common/uploadUrl', () => {
  it('gives a signed-in user a POST policy for one file under a new key of their own', async () => {
    const started = Date.now();
    const body = await uploadUrl(media, 'project=individual');
    expect(ZUploadUrlResponse.parse(body)).toEqual(body);
    expect(body.url).toBe('/api/common/upload');
    expect(Object.keys(body.fields)).toEqual(['key', 'policy', 'signature']);
    expect(body.fields.key).toMatch(/^individual\/7\/[0-9a-f-]{36}$/);
    const policy = decode(body.fields.policy!);
    expect(policy).toMatchObject({ key: body.fields.key, maxBytes: 10 * MB, contentTypes: UPLOAD_RULES.individual.contentTypes });
    const ttl = Date.parse(policy.expiresAt) - started;
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
    expect(body.fields.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a new key each time and is not cached', async () => {
    const res = await fetch(`${media.base}/api/common/uploadUrl?project=job`, { headers: { authorization: `Bearer ${media.tokenFor({ userId: '2', userType: 'company' })}` } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const first = (await res.json()) as { fields: { key: string } };
    const second = await uploadUrl(media, 'project=job', media.tokenFor({ userId: '2', userType: 'company' }));
    expect(first.fields.key).toMatch(/^job\/2\//);
    expect(second.fields.key).not.toBe(first.fields.key);
  });

  it("gives policies only for the projects of the caller's role (403 otherwise)", async () => {
    const ask = (project: string, userType: 'individual' | 'company' | 'master.company') =>
      fetch(`${media.base}/api/common/uploadUrl?project=${project}`, { headers: { authorization: `Bearer ${media.tokenFor({ userType })}` } });
    for (const project of ['logo', 'job', 'form', 'permit', 'company']) {
      const refused = await ask(project, 'individual');
      expect(refused.status, project).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'auth/forbidden' });
      expect((await ask(project, 'master.company')).status, project).toBe(200);
    }
    for (const project of ['individual', 'resume', 'community', 'review']) {
      expect((await ask(project, 'company')).status, project).toBe(403);
      expect((await ask(project, 'individual')).status, project).toBe(200);
    }
    for (const userType of ['individual', 'company'] as const) for (const project of ['chat', 'inquiry']) expect((await ask(project, userType)).status).toBe(200);
  });

  it('applies the per-project limits: 6 MB images for community photos', async () => {
    const policy = decode((await uploadUrl(media, 'project=community')).fields.policy!);
    expect(policy.maxBytes).toBe(6 * MB);
    expect(policy.contentTypes).toEqual(['image/jpeg', 'image/png', 'image/gif']);
  });

  it('takes own-form resumes as pdf, doc, docx, hwp and images', async () => {
    const policy = decode((await uploadUrl(media, 'project=resume')).fields.policy!);
    expect(policy.contentTypes).toEqual(expect.arrayContaining(['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/x-hwp', 'image/jpeg']));
    expect(policy.maxBytes).toBe(10 * MB);
  });

  it('pins the one content type asked for, when the project takes it', async () => {
    const policy = decode((await uploadUrl(media, 'project=resume&contentType=application/PDF')).fields.policy!);
    expect(policy.contentTypes).toEqual(['application/pdf']);
    const refused = await fetch(`${media.base}/api/common/uploadUrl?project=community&contentType=application/pdf`, { headers: { authorization: `Bearer ${media.tokenFor()}` } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'validation/invalid', fields: { contentType: expect.any(String) } });
  });

  it("lets an individual upload a ZIP (several own-form files as one) with room for its headers, when asked for by type", async () => {
    expect(UPLOAD_RULES.individual.contentTypes).toContain('application/zip');
    const zip = decode((await uploadUrl(media, 'project=individual&contentType=application/zip')).fields.policy!);
    expect(zip).toMatchObject({ contentTypes: ['application/zip'], maxBytes: 10 * MB + ZIP_HEADER_ALLOWANCE });
    const pdf = decode((await uploadUrl(media, 'project=individual&contentType=application/pdf')).fields.policy!);
    expect(pdf.maxBytes).toBe(10 * MB);
    const refused = await fetch(`${media.base}/api/common/uploadUrl?project=resume&contentType=application/zip`, { headers: { authorization: `Bearer ${media.tokenFor()}` } });
    expect(refused.status).toBe(400);
  });

  it("lets a company upload its ad's own form as one ZIP (the ad wizard bundles several files) in project form", async () => {
    expect(UPLOAD_RULES.form.contentTypes).toContain('application/zip');
    const zip = decode((await uploadUrl(media, 'project=form&contentType=application/zip', media.tokenFor({ userType: 'company' }))).fields.policy!);
    expect(zip).toMatchObject({ contentTypes: ['application/zip'], maxBytes: 10 * MB + ZIP_HEADER_ALLOWANCE });
  });

  it('refuses visitors with 401', async () => {
    const res = await fetch(`${media.base}/api/common/uploadUrl?project=individual`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'auth/unauthorized' });
  });

  it('refuses a bad token with 401', async () => {
    const res = await fetch(`${media.base}/api/common/uploadUrl?project=individual`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(401);
  });

  it('refuses an unknown or missing project with 400 and the field named', async () => {
    for (const query of ['project=secrets', 'project=', '', 'project=../individual']) {
      const res = await fetch(`${media.base}/api/common/uploadUrl?${query}`, { headers: { authorization: `Bearer ${media.tokenFor()}` } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation/invalid', fields: { project: expect.any(String) } });
    }
  });

  it("refuses an email parameter naming someone other than the token's user", async () => {
    const res = await fetch(`${media.base}/api/common/uploadUrl?project=individual&email=other@example.ph`, { headers: { authorization: `Bearer ${media.tokenFor()}` } });
    expect(res.status).toBe(403);
    expect((await uploadUrl(media, 'project=individual&email=JUAN@example.ph')).fields.key).toMatch(/^individual\/7\//);
  });
});

describe('the signing secret', () => {
  it('is generated once under <dataDir>/keys when MEDIA_SIGNING_SECRET is not set', () => {
    const secret = readFileSync(join(media.dataDir, 'keys', 'media-signing.secret'), 'utf8');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('comes from MEDIA_SIGNING_SECRET when set: policies of one instance verify on another', async () => {
    const env = { MEDIA_SIGNING_SECRET: 'a-long-shared-secret-for-tests' };
    const one = await startMedia(env);
    const two = await startMedia(env);
    try {
      const target = await uploadUrl(one, 'project=individual');
      const res = await postForm(two, target, { bytes: PNG_1X1, type: 'image/png', name: 'a.png' });
      expect(res.status).toBe(201);
      const refused = await postForm(media, await uploadUrl(one, 'project=individual'), { bytes: PNG_1X1, type: 'image/png', name: 'a.png' });
      expect(refused.status).toBe(403);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
