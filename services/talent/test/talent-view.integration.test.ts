import { ZTalentResumeView } from '@phjobs/contracts/talent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANA, BARISTA_JOB, call, JUAN, JUAN_PROFILE, MABUHAY, MASTER, resumeBody, SAMPAGUITA, SELF_INTRODUCTION, startTalent, type Harness } from './harness.ts';

let h: Harness;
let juan = '';
let company = '';
let resumeId = 0;
beforeAll(async () => {
  h = await startTalent('talent_view');
  juan = h.token(JUAN);
  company = h.token(SAMPAGUITA);
  h.upstreams.profiles.set(101, JUAN_PROFILE);
  h.upstreams.jobs.set(7, BARISTA_JOB);
  h.upstreams.cards.set(2, { companyName: 'Sampaguita Coffee Company Inc.', phoneNumber: '+63 918 555 0202', provinceId: '1300000000', cityId: '1380300000', specializationCode: 'SP0601' });
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.db.offer.deleteMany();
  await h.db.resume.deleteMany();
  resumeId = (await call(h.base, 'POST', '/api/resume/setResume', { token: juan, body: resumeBody() })).body.resumeId;
});

const view = (token?: string, query = '') => call(h.base, 'GET', `/api/talent/${resumeId}${query}`, token ? { token } : {});

describe('GET /api/talent/{id}', () => {
  it('shows a company the whole published resume but not the contact, and records the view', async () => {
    const res = await view(company, '?userType=company&email=employer@demo.ph');
    expect(res.status).toBe(200);
    const talent = ZTalentResumeView.parse(res.body);
    expect(talent).toMatchObject({
      resumeId,
      statusCode: '020A',
      isBusinessView: true,
      isOwner: false,
      isContactVisible: false,
      isScrapped: false,
      offerStatusCode: null,
      resumeInfo: {
        title: 'Barista with 2 years of experience',
        education: '004D',
        selfIntroduction: SELF_INTRODUCTION,
        portfolio: [{ key: 'individual/latte-art.pdf', fileName: 'latte-art.pdf' }],
        resumePhoto: [{ key: 'individual/photo-1.jpg', fileName: 'me.jpg' }],
      },
      userInfo: { fullName: 'Juan Dela Cruz', genderCode: '003A', birthDate: '1998-06-12', photoKey: 'individual/juan.png', address: null, phoneNumber: null, email: null },
    });
    const recorded = await h.db.resumeView.findUniqueOrThrow({ where: { resumeId_companyUserId: { resumeId: BigInt(resumeId), companyUserId: 2n } } });
    expect(recorded).toMatchObject({ companyName: 'Sampaguita Coffee Company Inc.', cityId: '1380300000', specializationCode: 'SP0601' });
    const resume = await h.db.resume.findUniqueOrThrow({ where: { id: BigInt(resumeId) } });
    expect(resume.viewCount).toBe(1);

    await view(company);
    expect(await h.db.resumeView.count()).toBe(1);
    const again = await h.db.resume.findUniqueOrThrow({ where: { id: BigInt(resumeId) } });
    // A view counts once per company per day.
    expect(again.viewCount).toBe(1);
    // A view does not make the resume 'updated' (today's talents count updates).
    expect(again.updatedAt.getTime()).toBe(resume.updatedAt.getTime());
  });

  it('counts a view once per company per day: again the next day, once for views at the same moment', async () => {
    const viewCount = async () => (await h.db.resume.findUniqueOrThrow({ where: { id: BigInt(resumeId) } })).viewCount;
    await Promise.all([view(company), view(company), view(company), view(company)]);
    expect(await viewCount()).toBe(1);
    await view(company);
    expect(await viewCount()).toBe(1);
    // Another company's view the same day counts.
    await view(h.token(MABUHAY));
    expect(await viewCount()).toBe(2);
    // The company's last view was yesterday (Manila): today's first view counts, the next not.
    await h.db.$executeRawUnsafe(`UPDATE resume_view SET viewed_at = viewed_at - interval '1 day' WHERE company_user_id = 2`);
    await view(company);
    await view(company);
    expect(await viewCount()).toBe(3);
    const row = await h.db.resumeView.findUniqueOrThrow({ where: { resumeId_companyUserId: { resumeId: BigInt(resumeId), companyUserId: 2n } } });
    expect(Date.now() - row.viewedAt.getTime()).toBeLessThan(60_000);
    // Visitors and individuals are not counted.
    await view();
    await view(h.token(ANA));
    expect(await viewCount()).toBe(3);
  });

  it('shows the contact once the talent accepts an offer of this company, and only to it', async () => {
    const { body: sent } = await call(h.base, 'POST', '/api/offer', { token: company, body: { resumeId, jobId: 7, offerIndex: 'Please join us.' } });
    expect((await view(company)).body).toMatchObject({ isContactVisible: false, offerStatusCode: '032A' });
    await call(h.base, 'PUT', `/api/offer/${sent.offerId}`, { token: juan, body: { answerCode: '033A', answerIndex: 'Yes!' } });
    const after = await view(company);
    expect(after.body).toMatchObject({
      isContactVisible: true,
      offerStatusCode: '032B',
      userInfo: { address: JUAN_PROFILE.address, phoneNumber: '+63 917 555 0101', email: 'juan@example.ph' },
    });
    expect((await view(h.token(MABUHAY))).body).toMatchObject({ isContactVisible: false, userInfo: { phoneNumber: null } });
  });

  it('shows the owner everything, private or not, without recording a view', async () => {
    await call(h.base, 'PUT', `/api/resume/changeStatus/${resumeId}`, { token: juan, body: { statusCode: '020B' } });
    const res = await view(juan);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isOwner: true, isContactVisible: true, statusCode: '020B', userInfo: { phoneNumber: '+63 917 555 0101' } });
    expect(await h.db.resumeView.count()).toBe(0);
  });

  it('hides a private resume from everyone else (404)', async () => {
    await call(h.base, 'PUT', `/api/resume/changeStatus/${resumeId}`, { token: juan, body: { statusCode: '020B' } });
    expect((await view(company)).status).toBe(404);
    expect((await view(h.token(ANA))).status).toBe(404);
    expect((await view()).status).toBe(404);
    expect(await h.db.resumeView.count()).toBe(0);
  });

  it('shows visitors and other individuals the resume without the Business-only parts or contact', async () => {
    for (const token of [undefined, h.token(ANA)]) {
      const res = await view(token);
      expect(res.status).toBe(200);
      expect(ZTalentResumeView.parse(res.body)).toMatchObject({
        isBusinessView: false,
        isContactVisible: false,
        resumeInfo: { title: 'Barista with 2 years of experience', selfIntroduction: null, portfolio: null, resumePhoto: null, resumeProfileImageKey: null },
        userInfo: { fullName: 'Juan Dela Cruz', photoKey: null, phoneNumber: null, email: null, address: null },
      });
    }
    expect(await h.db.resumeView.count()).toBe(0);
  });

  it("records a view even when the account service cannot describe the company, and a master company's too", async () => {
    await view(h.token(MASTER));
    expect(await h.db.resumeView.findFirst({ where: { companyUserId: 3n } })).toMatchObject({ companyName: '', phoneNumber: null });
  });

  it("refuses an e-mail that is not the caller's, answers 404 for unknown ids and leaves other words to other calls", async () => {
    expect((await view(company, '?email=someone@else.ph')).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/talent/999999', { token: company })).status).toBe(404);
    // /api/talent/special is a talent search call, not a resume id; an unknown word is no call at all.
    expect((await call(h.base, 'GET', '/api/talent/special', { token: company })).status).toBe(200);
    const unknown = await call(h.base, 'GET', '/api/talent/nonsense', { token: company });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No such API.');
    expect((await call(h.base, 'GET', '/api/talent/count')).status).toBe(200);
  });
});
