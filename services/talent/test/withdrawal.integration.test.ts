import { createEnvelope } from '@phjobs/service-kit/events/envelope';
import { createInProcessTransport } from '@phjobs/service-kit/events/in-process';
import type { Transport } from '@phjobs/service-kit/events/transport';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WITHDRAWN_MEMBER_NAME } from '../src/data/erase-member.ts';
import { startWithdrawalConsumer, WITHDRAWAL_CONSUMER } from '../src/events/withdrawal.ts';
import { ANA, BARISTA_JOB, call, JUAN, JUAN_PROFILE, resumeBody, SAMPAGUITA, startTalent, type Harness } from './harness.ts';

let h: Harness;
let transport: Transport;
let stop: () => Promise<void>;
let juanResume = 0;
let offerId = 0;

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  h = await startTalent('talent_withdrawal');
  h.upstreams.profiles.set(101, JUAN_PROFILE);
  h.upstreams.jobs.set(7, BARISTA_JOB);
  h.upstreams.cards.set(2, { companyName: 'Sampaguita Coffee Company Inc.', phoneNumber: '+63 918 555 0202', provinceId: '1300000000', cityId: '1380300000', specializationCode: 'SP0601' });
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.db.processedEvent.deleteMany();
  await h.db.offer.deleteMany();
  await h.db.resume.deleteMany();
  const juan = h.token(JUAN);
  const company = h.token(SAMPAGUITA);
  juanResume = (await call(h.base, 'POST', '/api/resume/setResume', { token: juan, body: resumeBody() })).body.resumeId;
  await call(h.base, 'POST', '/api/resume/setResume', { token: juan, body: resumeBody({ title: 'Second' }) });
  await call(h.base, 'POST', '/api/resume/setResume', { token: h.token(ANA), body: resumeBody({ title: 'Ana stays' }) });
  offerId = (await call(h.base, 'POST', '/api/offer', { token: company, body: { resumeId: juanResume, jobId: 7, offerIndex: 'Join us.' } })).body.offerId;
  await call(h.base, 'PUT', `/api/offer/${offerId}`, { token: juan, body: { answerCode: '033A', answerIndex: 'Call me at my number.' } });
  await call(h.base, 'GET', `/api/talent/${juanResume}`, { token: company });
  await h.db.talentScrap.create({ data: { resumeId: BigInt(juanResume), companyUserId: 2n, companyName: 'Sampaguita Coffee Company Inc.' } });
  // The transport delivers a re-published id again (no duplicate window): only processed_event stops a second effect.
  transport = createInProcessTransport({ duplicateWindowMs: 0, retryBaseMs: 20 });
  const consumer = await startWithdrawalConsumer({ db: h.db, transport });
  stop = async () => {
    await consumer.stop();
    await transport.close();
  };
});
afterEach(async () => {
  await stop?.();
});

describe(`account.user.withdrawn (durable '${WITHDRAWAL_CONSUMER}')`, () => {
  it("erases an individual's resumes and anonymises the offers they received, once", async () => {
    const event = createEnvelope('account.user.withdrawn', { userId: '101', email: 'juan@example.ph', userType: 'individual' });
    await transport.publish(event);
    await transport.publish(event);
    await until(async () => (await h.db.processedEvent.count()) === 1 && (await h.db.resume.count({ where: { userId: 101n } })) === 0, 'the erasure');
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await h.db.processedEvent.findMany({ select: { consumer: true, eventId: true } })).toEqual([{ consumer: 'talent.withdrawal', eventId: event.id }]);
    expect(await h.db.resume.count({ where: { userId: 102n } })).toBe(1);
    expect(await h.db.resumeView.count()).toBe(0);
    expect(await h.db.talentScrap.count()).toBe(0);
    const offer = await h.db.offer.findUniqueOrThrow({ where: { id: BigInt(offerId) } });
    expect(offer).toMatchObject({
      resumeId: null,
      talentFullName: WITHDRAWN_MEMBER_NAME,
      talentGenderCode: null,
      talentBirthDate: null,
      talentPhotoKey: null,
      talentEmail: null,
      talentPhone: null,
      talentAddress: null,
      answerIndex: null,
      statusCode: '032B',
      companyName: 'Sampaguita Coffee Company Inc.',
    });
    const detail = await call(h.base, 'GET', `/api/offer/detail/${offerId}`, { token: h.token(SAMPAGUITA) });
    expect(detail.body.resumeInfo).toEqual({ resumeId: null, phtoKey: null, fullName: WITHDRAWN_MEMBER_NAME, genderCode: null, birthDate: null, address: null, phoneNumber: null, email: null });
  });

  it("removes a withdrawn company's views and scraps and its contact from the offers it sent", async () => {
    await transport.publish(createEnvelope('account.user.withdrawn', { userId: '2', email: 'employer@demo.ph', userType: 'company' }));
    await until(async () => (await h.db.processedEvent.count()) === 1, 'the event');
    expect(await h.db.resumeView.count()).toBe(0);
    expect(await h.db.talentScrap.count()).toBe(0);
    expect(await h.db.resume.count()).toBe(3);
    expect(await h.db.offer.findUniqueOrThrow({ where: { id: BigInt(offerId) } })).toMatchObject({ companyName: 'Sampaguita Coffee Company Inc.', companyPhone: null, companyEmail: null, companyLogoKey: null, talentFullName: 'Juan Dela Cruz' });
  });
});
