import {
  ZApplicantOffersResponse,
  ZApplicationOffersResponse,
  ZCompanyResumeOffersResponse,
  ZOfferAnsweredResponse,
  ZOfferEmployerDetail,
  ZOfferTalentView,
} from '@phjobs/contracts/talent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANA, BARISTA_JOB, call, JUAN, JUAN_PROFILE, MABUHAY, MASTER, resumeBody, SAMPAGUITA, startTalent, type Harness } from './harness.ts';

let h: Harness;
let juan = '';
let ana = '';
let company = '';
let other = '';
let resumeId = 0;
beforeAll(async () => {
  h = await startTalent('talent_offer');
  juan = h.token(JUAN);
  ana = h.token(ANA);
  company = h.token(SAMPAGUITA);
  other = h.token(MABUHAY);
  h.upstreams.profiles.set(101, JUAN_PROFILE);
  h.upstreams.jobs.set(7, BARISTA_JOB);
  h.upstreams.jobs.set(8, { ...BARISTA_JOB, jobId: 8, title: 'Cashier', specializationIds: ['SP0501'] });
  h.upstreams.jobs.set(9, { ...BARISTA_JOB, jobId: 9, title: 'Commis Cook', statusCode: '012A' });
  h.upstreams.jobs.set(20, { ...BARISTA_JOB, jobId: 20, companyId: 1001, companyName: 'Mabuhay Foods Inc.', title: 'Kitchen Helper' });
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.db.outboxEvent.deleteMany();
  await h.db.offer.deleteMany();
  await h.db.resume.deleteMany();
  resumeId = (await call(h.base, 'POST', '/api/resume/setResume', { token: juan, body: resumeBody() })).body.resumeId;
});

const OFFER_TEXT = 'We would like to invite you for an interview at our Makati branch.';
const send = (body: Record<string, unknown>, token = company) => call(h.base, 'POST', '/api/offer', { token, body });
const sendBarista = () => send({ resumeId, jobId: 7, offerIndex: OFFER_TEXT });
const outbox = () => h.db.outboxEvent.findMany({ orderBy: { occurredAt: 'asc' } });

describe('POST /api/offer', () => {
  it('sends an offer (032A) for the company’s own ongoing ad and writes talent.offer.created once', async () => {
    const notifiedBefore = h.outboxNotified();
    const res = await sendBarista();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ offerId: expect.any(Number), statusCode: '032A' });
    expect(res.body.offerId).toBeGreaterThan(100_000);
    const offer = await h.db.offer.findUniqueOrThrow({ where: { id: BigInt(res.body.offerId) } });
    expect(offer).toMatchObject({
      resumeId: BigInt(resumeId),
      talentUserId: 101n,
      employerUserId: 2n,
      jobId: 7n,
      jobTitle: 'Barista - Makati City',
      companyName: 'Sampaguita Coffee Company Inc.',
      companyPhone: '+63 918 555 0202',
      offerIndex: OFFER_TEXT,
      statusCode: '032A',
      resumeTitle: 'Barista with 2 years of experience',
      talentFullName: 'Juan Dela Cruz',
      talentEmail: null,
    });
    const events = await outbox();
    expect(events).toHaveLength(1);
    expect(events[0]?.subject).toBe('talent.offer.created');
    expect(events[0]?.payload).toEqual({
      offerId: String(res.body.offerId),
      resumeId: String(resumeId),
      jobId: '7',
      jobTitle: 'Barista - Makati City',
      employerUserId: '2',
      companyName: 'Sampaguita Coffee Company Inc.',
      talentUserId: '101',
      talentEmail: 'juan@example.ph',
      talentFullName: 'Juan Dela Cruz',
      resumeTitle: 'Barista with 2 years of experience',
      statusCode: '032A',
    });
    expect(h.outboxNotified()).toBe(notifiedBefore + 1);
  });

  it('is for company users only: 401 visitors, 403 individuals, master companies allowed for their own ads', async () => {
    expect((await call(h.base, 'POST', '/api/offer', { body: { resumeId, jobId: 7, offerIndex: OFFER_TEXT } })).status).toBe(401);
    expect((await send({ resumeId, jobId: 7, offerIndex: OFFER_TEXT }, ana)).status).toBe(403);
    h.upstreams.jobs.set(30, { ...BARISTA_JOB, jobId: 30, companyId: 3, companyName: 'Maharlika Holdings' });
    expect((await send({ resumeId, jobId: 30, offerIndex: OFFER_TEXT }, h.token(MASTER))).status).toBe(201);
    expect((await call(h.base, 'POST', '/api/offer?email=someone@else.ph', { token: company, body: { resumeId, jobId: 8, offerIndex: OFFER_TEXT } })).status).toBe(403);
    expect(await h.db.outboxEvent.count()).toBe(1);
  });

  it('goes to published resumes only: a private resume answers exactly as a missing one (404)', async () => {
    await call(h.base, 'PUT', `/api/resume/changeStatus/${resumeId}`, { token: juan, body: { statusCode: '020B' } });
    const res = await sendBarista();
    const missing = await send({ resumeId: 999_999, jobId: 7, offerIndex: OFFER_TEXT });
    expect([missing.status, missing.body]).toEqual([404, { code: 'not-found', message: 'No such talent.' }]);
    expect([res.status, res.body]).toEqual([missing.status, missing.body]);
    expect(await h.db.offer.count()).toBe(0);
    expect(await h.db.outboxEvent.count()).toBe(0);
  });

  it("wants one of the company's own ongoing ads: another company's answers exactly as an unknown one (400 on jobId), its own not ongoing 409", async () => {
    const underReview = await send({ resumeId, jobId: 9, offerIndex: OFFER_TEXT });
    expect(underReview.status).toBe(409);
    expect(underReview.body.code).toBe('offer/job-not-ongoing');
    const unknown = await send({ resumeId, jobId: 12345, offerIndex: OFFER_TEXT });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ jobId: 'Choose one of your ongoing job ads.' });
    const theirs = await send({ resumeId, jobId: 20, offerIndex: OFFER_TEXT });
    expect([theirs.status, theirs.body]).toEqual([unknown.status, unknown.body]);
    expect(await h.db.offer.count()).toBe(0);
  });

  it('validates the body: resumeId, jobId and the offer text', async () => {
    const res = await send({ resumeId: 'abc', offerIndex: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ resumeId: 'Choose a resume.', jobId: 'Choose one of your ongoing job ads.', offerIndex: 'Please write the offer.' });
    const long = await send({ resumeId, jobId: 7, offerIndex: 'x'.repeat(2001) });
    expect(long.body.fields.offerIndex).toBe('The offer can be up to 2000 characters.');
  });

  it('sends one offer per resume and ad (409 the second time)', async () => {
    expect((await sendBarista()).status).toBe(201);
    const again = await sendBarista();
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('offer/already-sent');
    expect((await send({ resumeId, jobId: 8, offerIndex: OFFER_TEXT })).status).toBe(201);
    expect(await h.db.outboxEvent.count()).toBe(2);
  });
});

describe('the talent side', () => {
  it('GET /api/offer/applicationOffers lists the offers received, newest first', async () => {
    const first = await sendBarista();
    await send({ resumeId, jobId: 8, offerIndex: OFFER_TEXT });
    const res = await call(h.base, 'GET', '/api/offer/applicationOffers?pageUnit=10&pageNo=1&email=juan@example.ph', { token: juan });
    expect(res.status).toBe(200);
    const body = ZApplicationOffersResponse.parse(res.body);
    expect(body.count).toBe(2);
    expect(body.list.map((o) => o.jobTitle)).toEqual(['Cashier', 'Barista - Makati City']);
    expect(body.list[1]).toEqual({
      offerId: first.body.offerId,
      resumeId,
      resumeTitle: 'Barista with 2 years of experience',
      jobId: 7,
      jobTitle: 'Barista - Makati City',
      jobSpecialization: [
        { code: 'SP0601', name: expect.any(String) },
        { code: 'SP0603', name: expect.any(String) },
      ],
      province: 'Metro Manila',
      city: 'Makati City',
      companyName: 'Sampaguita Coffee Company Inc.',
      statusCode: '032A',
      answerCode: null,
      contractNumber: '+63 918 555 0202',
      createdAt: expect.any(String),
    });
    const page2 = await call(h.base, 'GET', '/api/offer/applicationOffers?pageUnit=1&pageNo=2', { token: juan });
    expect(page2.body.list.map((o: { jobId: number }) => o.jobId)).toEqual([7]);
    expect((await call(h.base, 'GET', '/api/offer/applicationOffers', { token: ana })).body).toEqual({ list: [], count: 0 });
    expect((await call(h.base, 'GET', '/api/offer/applicationOffers?email=ana@example.ph', { token: juan })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/offer/applicationOffers', { token: company })).status).toBe(403);
  });

  it('GET /api/offer/{offerId} shows company, job, offer, offerInfo and jobInfo to the offer’s talent only', async () => {
    const { body: sent } = await sendBarista();
    const res = await call(h.base, 'GET', `/api/offer/${sent.offerId}?email=juan@example.ph`, { token: juan });
    expect(res.status).toBe(200);
    const view = ZOfferTalentView.parse(res.body);
    expect(view).toMatchObject({
      offerId: sent.offerId,
      company: { companyName: 'Sampaguita Coffee Company Inc.', logoKey: 'seed/logos/company-2.png', phoneNumber: '+63 918 555 0202', email: 'employer@demo.ph' },
      job: { jobId: 7, title: 'Barista - Makati City' },
      offer: { offerIndex: OFFER_TEXT },
      offerInfo: { statusCode: '032A', answerCode: null, answerIndex: null },
      jobInfo: { jobId: 7, title: 'Barista - Makati City' },
      answeredAt: null,
    });
    expect(view.jobInfo.jobSpecializations.map((s) => s.code)).toEqual(['SP0601', 'SP0603']);
    expect((await call(h.base, 'GET', `/api/offer/${sent.offerId}`, { token: ana })).status).toBe(404);
    expect((await call(h.base, 'GET', `/api/offer/${sent.offerId}?email=ana@example.ph`, { token: juan })).status).toBe(403);
    expect((await call(h.base, 'GET', `/api/offer/${sent.offerId}`, { token: company })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/offer/abc', { token: juan })).status).toBe(400);
  });

  it('PUT /api/offer/{offerId} with 033A accepts (032B), once, and writes talent.offer.answered once', async () => {
    const { body: sent } = await sendBarista();
    const res = await call(h.base, 'PUT', `/api/offer/${sent.offerId}`, { token: juan, body: { answerCode: '033A', answerIndex: 'Yes, I am interested!' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ offerId: sent.offerId, statusCode: '032B', answerCode: '033A' });
    const offer = await h.db.offer.findUniqueOrThrow({ where: { id: BigInt(sent.offerId) } });
    expect(offer).toMatchObject({ statusCode: '032B', answerCode: '033A', answerIndex: 'Yes, I am interested!', talentEmail: 'juan@example.ph', talentPhone: '+63 917 555 0101' });
    expect(offer.answeredAt).toBeInstanceOf(Date);

    const again = await call(h.base, 'PUT', `/api/offer/${sent.offerId}`, { token: juan, body: { answerCode: '033B', answerIndex: 'Changed my mind.' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'offer/already-answered', message: 'This offer has already been answered.' });

    const events = await outbox();
    expect(events.map((e) => e.subject)).toEqual(['talent.offer.created', 'talent.offer.answered']);
    expect(events[1]?.payload).toMatchObject({ offerId: String(sent.offerId), employerUserId: '2', talentUserId: '101', statusCode: '032B', answerCode: '033A', talentFullName: 'Juan Dela Cruz' });

    const answered = await call(h.base, 'GET', `/api/offer/${sent.offerId}/answered?email=juan@example.ph`, { token: juan });
    expect(ZOfferAnsweredResponse.parse(answered.body)).toMatchObject({ offerId: sent.offerId, isAnswered: true, offerInfo: { statusCode: '032B', answerCode: '033A', answerIndex: 'Yes, I am interested!' }, jobInfo: { jobId: 7 } });
  });

  it('declines with 033B or 033C (032C)', async () => {
    const a = (await sendBarista()).body.offerId;
    const b = (await send({ resumeId, jobId: 8, offerIndex: OFFER_TEXT })).body.offerId;
    expect((await call(h.base, 'PUT', `/api/offer/${a}`, { token: juan, body: { answerCode: '033B', answerIndex: 'Not for me, thank you.' } })).body.statusCode).toBe('032C');
    expect((await call(h.base, 'PUT', `/api/offer/${b}`, { token: juan, body: { answerCode: '033C', answerIndex: 'I already got a job.' } })).body.statusCode).toBe('032C');
    const declined = await h.db.offer.findUniqueOrThrow({ where: { id: BigInt(a) } });
    expect(declined.talentEmail).toBeNull();
  });

  it('lets only the offer’s talent answer, with answerCode and answerIndex required', async () => {
    const { body: sent } = await sendBarista();
    expect((await call(h.base, 'PUT', `/api/offer/${sent.offerId}`, { token: ana, body: { answerCode: '033A', answerIndex: 'Me!' } })).status).toBe(404);
    expect((await call(h.base, 'PUT', `/api/offer/${sent.offerId}?email=ana@example.ph`, { token: juan, body: { answerCode: '033A', answerIndex: 'Me!' } })).status).toBe(403);
    expect((await call(h.base, 'PUT', `/api/offer/${sent.offerId}`, { token: company, body: { answerCode: '033A', answerIndex: 'Me!' } })).status).toBe(403);
    const bad = await call(h.base, 'PUT', `/api/offer/${sent.offerId}`, { token: juan, body: { answerCode: '033D', answerIndex: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ answerCode: 'Please choose an answer.', answerIndex: 'Please write your answer.' });
    expect((await h.db.offer.findUniqueOrThrow({ where: { id: BigInt(sent.offerId) } })).statusCode).toBe('032A');
    expect(await h.db.outboxEvent.count({ where: { subject: 'talent.offer.answered' } })).toBe(0);
  });

  it('answers GET /answered with isAnswered false while waiting', async () => {
    const { body: sent } = await sendBarista();
    const res = await call(h.base, 'GET', `/api/offer/${sent.offerId}/answered`, { token: juan });
    expect(res.body).toMatchObject({ isAnswered: false, offerInfo: { statusCode: '032A', answerCode: null }, answeredAt: null });
    expect((await call(h.base, 'GET', `/api/offer/${sent.offerId}/answered`, { token: ana })).status).toBe(404);
  });

  it('of two answers at once, one wins and the other is a 409', async () => {
    const { body: sent } = await sendBarista();
    const answers = await Promise.all(
      (['033A', '033B'] as const).map((answerCode) => call(h.base, 'PUT', `/api/offer/${sent.offerId}`, { token: juan, body: { answerCode, answerIndex: 'Answer' } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await h.db.outboxEvent.count({ where: { subject: 'talent.offer.answered' } })).toBe(1);
  });
});

describe('the company side', () => {
  it('GET /api/offer/applicantOffers lists the sent offers with offerStatics', async () => {
    const a = (await sendBarista()).body.offerId;
    const b = (await send({ resumeId, jobId: 8, offerIndex: OFFER_TEXT })).body.offerId;
    const anaResume = (await call(h.base, 'POST', '/api/resume/setResume', { token: ana, body: resumeBody({ title: 'Cook', isNewcomer: true }) })).body.resumeId;
    await send({ resumeId: anaResume, jobId: 7, offerIndex: OFFER_TEXT });
    await send({ resumeId, jobId: 20, offerIndex: OFFER_TEXT }, other);
    await call(h.base, 'PUT', `/api/offer/${a}`, { token: juan, body: { answerCode: '033A', answerIndex: 'Yes' } });
    await call(h.base, 'PUT', `/api/offer/${b}`, { token: juan, body: { answerCode: '033C', answerIndex: 'Sorry' } });

    const res = await call(h.base, 'GET', '/api/offer/applicantOffers?pageUnit=10&pageNo=1&email=employer@demo.ph', { token: company });
    expect(res.status).toBe(200);
    const body = ZApplicantOffersResponse.parse(res.body);
    expect(body.offerStatics).toEqual({ total: 3, accept: 1, reject: 1, waiting: 1 });
    expect(body.count).toBe(3);
    expect(body.list.map((o) => [o.title, o.statusCode])).toEqual([
      ['Cook', '032A'],
      ['Barista with 2 years of experience', '032C'],
      ['Barista with 2 years of experience', '032B'],
    ]);
    expect(body.list[2]).toMatchObject({ offerId: a, resumeId, fullName: 'Juan Dela Cruz', answerCode: '033A', jobId: 7, jobTitle: 'Barista - Makati City', specialization: [{ code: 'SP0601', name: expect.any(String) }] });
    expect(body.list[2]?.totalNumberOfMonthsInCareer).toBeGreaterThan(12);
    expect(body.list[0]?.totalNumberOfMonthsInCareer).toBe(0);
    expect((await call(h.base, 'GET', '/api/offer/applicantOffers', { token: juan })).status).toBe(403);
    expect((await call(h.base, 'GET', '/api/offer/applicantOffers?email=juan@example.ph', { token: company })).status).toBe(403);
  });

  it('GET /api/offer/detail/{offerId} hides the contact until the talent accepts', async () => {
    const { body: sent } = await sendBarista();
    const before = await call(h.base, 'GET', `/api/offer/detail/${sent.offerId}?email=employer@demo.ph`, { token: company });
    expect(before.status).toBe(200);
    expect(ZOfferEmployerDetail.parse(before.body)).toMatchObject({
      offerId: sent.offerId,
      isContactVisible: false,
      offerInfo: { statusCode: '032A', answerCode: null, answerIndex: null, offerIndex: OFFER_TEXT },
      jobInfo: { jobId: 7, title: 'Barista - Makati City', specialization: [{ code: 'SP0601' }, { code: 'SP0603' }] },
      resumeInfo: { resumeId, phtoKey: 'individual/juan.png', fullName: 'Juan Dela Cruz', genderCode: '003A', birthDate: '1998-06-12', address: null, phoneNumber: null, email: null },
    });
    await call(h.base, 'PUT', `/api/offer/${sent.offerId}`, { token: juan, body: { answerCode: '033A', answerIndex: 'Yes' } });
    const after = await call(h.base, 'GET', `/api/offer/detail/${sent.offerId}`, { token: company });
    expect(after.body).toMatchObject({
      isContactVisible: true,
      offerInfo: { statusCode: '032B', answerCode: '033A', answerIndex: 'Yes' },
      resumeInfo: { address: JUAN_PROFILE.address, phoneNumber: '+63 917 555 0101', email: 'juan@example.ph' },
    });
    expect((await call(h.base, 'GET', `/api/offer/detail/${sent.offerId}`, { token: other })).status).toBe(404);
    expect((await call(h.base, 'GET', `/api/offer/detail/${sent.offerId}`, { token: juan })).status).toBe(403);
  });

  it("GET /api/offer/resume/{resumeId} gives the company its own offers to the resume only (the offer status page)", async () => {
    const a = (await sendBarista()).body.offerId;
    const b = (await send({ resumeId, jobId: 8, offerIndex: 'Cashier opening' })).body.offerId;
    await send({ resumeId, jobId: 20, offerIndex: OFFER_TEXT }, other);
    await call(h.base, 'PUT', `/api/offer/${a}`, { token: juan, body: { answerCode: '033A', answerIndex: 'Yes, call me.' } });

    const res = await call(h.base, 'GET', `/api/offer/resume/${resumeId}?email=employer@demo.ph`, { token: company });
    expect(res.status).toBe(200);
    const body = ZCompanyResumeOffersResponse.parse(res.body);
    expect(body.resumeId).toBe(resumeId);
    expect(body.list.map((o) => [o.offerId, o.jobTitle, o.statusCode, o.answerCode, o.answerIndex])).toEqual([
      [b, 'Cashier', '032A', null, null],
      [a, 'Barista - Makati City', '032B', '033A', 'Yes, call me.'],
    ]);
    expect(body.list[1]?.offerIndex).toBe(OFFER_TEXT);
    expect(body.list[1]?.answeredAt).not.toBeNull();
    // Another company reads its own offer only; a company without offers an empty list.
    expect((await call(h.base, 'GET', `/api/offer/resume/${resumeId}`, { token: other })).body.list.map((o: { jobId: number }) => o.jobId)).toEqual([20]);
    expect((await call(h.base, 'GET', `/api/offer/resume/${resumeId}`, { token: h.token(MASTER) })).body).toEqual({ resumeId, list: [] });
    // Individuals (the talent too) and visitors are refused; bad ids and another's e-mail too.
    expect((await call(h.base, 'GET', `/api/offer/resume/${resumeId}`, { token: juan })).status).toBe(403);
    expect((await call(h.base, 'GET', `/api/offer/resume/${resumeId}`, {})).status).toBe(401);
    const bad = await call(h.base, 'GET', '/api/offer/resume/abc', { token: company });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('resumeId');
    expect((await call(h.base, 'GET', `/api/offer/resume/${resumeId}?email=hr@mabuhay.ph`, { token: company })).status).toBe(403);
  });

  it('keeps the offer when the talent deletes the resume (resumeId null, copies kept)', async () => {
    const { body: sent } = await sendBarista();
    await call(h.base, 'DELETE', `/api/resume/${resumeId}`, { token: juan });
    const detail = await call(h.base, 'GET', `/api/offer/detail/${sent.offerId}`, { token: company });
    expect(detail.body.resumeInfo).toMatchObject({ resumeId: null, fullName: 'Juan Dela Cruz' });
    const mine = await call(h.base, 'GET', '/api/offer/applicationOffers', { token: juan });
    expect(mine.body.list[0]).toMatchObject({ offerId: sent.offerId, resumeId: null, resumeTitle: 'Barista with 2 years of experience' });
    expect((await call(h.base, 'PUT', `/api/offer/${sent.offerId}`, { token: juan, body: { answerCode: '033A', answerIndex: 'Still interested' } })).status).toBe(200);
  });
});
