import { ZInternalResumeCount } from '@phjobs/contracts/account';
import { ZMemberResumes } from '@phjobs/contracts/applications';
import { ZInternalResume, ZInternalUserCounts, ZInternalUserResumes } from '@phjobs/contracts/talent';
import { serviceToken } from '@phjobs/service-kit/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARISTA_JOB, call, JUAN, JUAN_PROFILE, resumeBody, SAMPAGUITA, SERVICE_SECRET, startTalent, type Harness } from './harness.ts';

let h: Harness;
const jobs = { 'x-service-token': serviceToken(SERVICE_SECRET, 'jobs') };
const account = { 'x-service-token': serviceToken(SERVICE_SECRET, 'account') };
const ids: number[] = [];
beforeAll(async () => {
  h = await startTalent('talent_internal');
  h.upstreams.profiles.set(101, JUAN_PROFILE);
  h.upstreams.jobs.set(7, BARISTA_JOB);
  const juan = h.token(JUAN);
  ids.push((await call(h.base, 'POST', '/api/resume/setResume', { token: juan, body: resumeBody({ title: 'Barista' }) })).body.resumeId);
  ids.push((await call(h.base, 'POST', '/api/resume/setResume', { token: juan, body: resumeBody({ title: 'Cashier', isPublish: false }) })).body.resumeId);
  await call(h.base, 'POST', '/api/offer', { token: h.token(SAMPAGUITA), body: { resumeId: ids[0], jobId: 7, offerIndex: 'Join us.' } });
});
afterAll(async () => {
  await h?.close();
});

describe('GET /internal/users/:userId/resumes', () => {
  it("answers the applicant's resumes for the apply screen, newest update first", async () => {
    const res = await call(h.base, 'GET', '/internal/users/101/resumes', { headers: jobs });
    expect(res.status).toBe(200);
    const body = ZInternalUserResumes.parse(res.body);
    // The shape services/jobs reads (contracts/applications).
    expect(ZMemberResumes.parse(res.body)).toEqual(body);
    expect(body.resumeList).toEqual([
      { id: ids[1], statusCode: '020B', title: 'Cashier', updatedAt: expect.any(String) },
      { id: ids[0], statusCode: '020A', title: 'Barista', updatedAt: expect.any(String) },
    ]);
    expect((await call(h.base, 'GET', '/internal/users/555/resumes', { headers: jobs })).body).toEqual({ resumeList: [] });
  });
});

describe('GET /internal/users/:userId/counts', () => {
  it('answers resumeCount, publishedResumeCount and waitingOfferCount', async () => {
    const res = await call(h.base, 'GET', '/internal/users/101/counts', { headers: account });
    expect(ZInternalUserCounts.parse(res.body)).toEqual({ resumeCount: 2, publishedResumeCount: 1, waitingOfferCount: 1 });
    expect((await call(h.base, 'GET', '/internal/users/555/counts', { headers: account })).body).toEqual({ resumeCount: 0, publishedResumeCount: 0, waitingOfferCount: 0 });
  });

  it("answers the account service's /resume-count with { resumeCount }", async () => {
    const res = await call(h.base, 'GET', '/internal/users/101/resume-count', { headers: account });
    expect(ZInternalResumeCount.parse(res.body)).toEqual({ resumeCount: 2 });
    expect((await call(h.base, 'GET', '/internal/users/555/resume-count', { headers: account })).body).toEqual({ resumeCount: 0 });
  });
});

describe('GET /internal/resumes/:id', () => {
  it("answers one resume with its owner, private ones too (an employer's applicant detail)", async () => {
    const res = await call(h.base, 'GET', `/internal/resumes/${ids[1]}`, { headers: jobs });
    expect(res.status).toBe(200);
    const body = ZInternalResume.parse(res.body);
    expect(body).toMatchObject({ resumeId: ids[1], userId: 101, title: 'Cashier', statusCode: '020B' });
    expect((await call(h.base, 'GET', '/internal/resumes/999999', { headers: jobs })).status).toBe(404);
  });
});

describe('internal calls', () => {
  it('need a service token signed with the shared secret (403), even for signed-in users', async () => {
    for (const path of ['/internal/users/101/resumes', '/internal/users/101/counts', '/internal/users/101/resume-count', `/internal/resumes/${ids[0]}`]) {
      expect((await call(h.base, 'GET', path)).status).toBe(403);
      expect((await call(h.base, 'GET', path, { token: h.token(JUAN) })).status).toBe(403);
      expect((await call(h.base, 'GET', path, { headers: { 'x-service-token': serviceToken('another-secret', 'jobs') } })).status).toBe(403);
    }
  });

  it('refuse ids that are not positive integers (400)', async () => {
    expect((await call(h.base, 'GET', '/internal/users/abc/resumes', { headers: jobs })).status).toBe(400);
    expect((await call(h.base, 'GET', '/internal/users/0/counts', { headers: account })).status).toBe(400);
  });
});
