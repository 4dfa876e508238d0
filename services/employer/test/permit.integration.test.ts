import { ZBusinessPermit } from '@phjobs/contracts/company-info';
import type { Principal } from '@phjobs/service-kit/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runPermitSchedule } from '../src/data/permit-schedule.ts';
import { addYears, manilaDate } from '../src/domain/manila-day.ts';
import { permitDates, reviewPermit } from '../src/domain/permit.ts';
import { companyRow, INDIVIDUAL, startFakes, type Fakes } from './fakes.ts';

let f: Fakes;
const company: Principal = { userId: '2', userType: 'company', email: 'hr2@corp.ph' };
const today = manilaDate(new Date());

beforeAll(async () => {
  f = await startFakes('employer_permit');
});
afterAll(async () => {
  await f?.close();
});
beforeEach(async () => {
  await f.db.outboxEvent.deleteMany();
  await f.db.company.deleteMany();
  await f.db.company.create({ data: companyRow(2n) });
  await f.db.company.create({ data: companyRow(7n) });
});

const put = (body: unknown, principal: Principal | undefined = company, query = '') => f.send('PUT', `/api/employer/permit${query}`, principal, body);
const permitRow = async (id = 2n) => f.db.company.findUniqueOrThrow({ where: { id }, select: { permitStatusCode: true, permitValidFrom: true, permitValidTo: true, permitDocumentKey: true, permitCertifiedAt: true } });

describe('the automatic review', () => {
  it('certifies a document with dates that hold today, else needs certification', () => {
    expect(reviewPermit({ documentKey: 'permit/2/a.pdf', from: '2026-01-01', to: '2027-01-01' }, '2026-06-01')).toBe('015B');
    expect(reviewPermit({ documentKey: 'permit/2/a.pdf', from: '2026-06-01', to: '2026-06-01' }, '2026-06-01')).toBe('015B');
    expect(reviewPermit({ documentKey: 'permit/2/a.pdf', from: '2026-06-02', to: '2027-01-01' }, '2026-06-01')).toBe('015C');
    expect(reviewPermit({ documentKey: 'permit/2/a.pdf', from: '2025-01-01', to: '2026-05-31' }, '2026-06-01')).toBe('015C');
    expect(reviewPermit({ documentKey: null, from: '2026-01-01', to: '2027-01-01' }, '2026-06-01')).toBe('015C');
  });
  it('fills the dates: today and two years after the start', () => {
    expect(permitDates({}, '2026-11-24')).toEqual({ from: '2026-11-24', to: '2028-11-24' });
    expect(permitDates({ businessPermitExpirationDateFrom: '2028-02-29' }, '2026-11-24')).toEqual({ from: '2028-02-29', to: '2030-03-01' });
    expect(permitDates({ businessPermitExpirationDateTo: '2027-01-31' }, '2026-11-24')).toEqual({ from: '2026-11-24', to: '2027-01-31' });
  });
});

describe('PUT /api/employer/permit', () => {
  it('certifies an uploaded document with the default dates (015B, certifiedAt) and tells the ads (permit_changed)', async () => {
    const res = await put({ documentKey: 'permit/2/0193a5f2-permit.pdf' }, company, '?email=hr2@corp.ph');
    expect(res.status).toBe(200);
    const permit = ZBusinessPermit.parse(res.body);
    expect(permit).toMatchObject({ statusCode: '015B', businessPermitExpirationDateFrom: today, businessPermitExpirationDateTo: addYears(today, 2), documentKey: 'permit/2/0193a5f2-permit.pdf' });
    expect(permit.certifiedAt).not.toBeNull();
    expect((await f.outbox()).map((e) => [e.subject, e.payload])).toEqual([
      ['employer.company.permit_changed', { companyId: '2', statusCode: '015B', validTo: addYears(today, 2), changedAt: expect.any(String) }],
    ]);
    const member = await f.send('GET', '/api/employer/memberInfo', company);
    expect(member.body.businessPermit).toEqual(permit);
  });

  it("needs certification (015C) when the dates do not hold today; a 'company' upload is a permit too", async () => {
    const res = await put({ documentKey: 'company/2/scan.png', businessPermitExpirationDateFrom: '2020-01-01', businessPermitExpirationDateTo: '2022-01-01' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusCode: '015C', certifiedAt: null, businessPermitExpirationDateTo: '2022-01-01' });
    expect((await f.outbox()).map((e) => e.payload.statusCode)).toEqual(['015C']);
  });

  it("refuses another company's upload, another project's key and bad dates with field messages (400), nothing written", async () => {
    const theirs = await put({ documentKey: 'permit/7/theirs.pdf' });
    expect(theirs.status).toBe(400);
    expect(theirs.body.fields).toEqual({ documentKey: 'documentKey is not an upload of this company.' });
    const resume = await put({ documentKey: 'resume/2/cv.pdf' });
    expect(resume.body.fields).toEqual({ documentKey: 'documentKey is not an upload of this company.' });
    const missing = await put({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['documentKey']);
    const reversed = await put({ documentKey: 'permit/2/a.pdf', businessPermitExpirationDateFrom: '2026-05-01', businessPermitExpirationDateTo: '2026-04-01' });
    expect(reversed.body.fields).toEqual({ businessPermitExpirationDateTo: 'The end date must not be before the start date.' });
    const notADay = await put({ documentKey: 'permit/2/a.pdf', businessPermitExpirationDateFrom: '2026-02-30' });
    expect(notADay.status).toBe(400);
    expect(notADay.body.fields).toEqual({ businessPermitExpirationDateFrom: 'Use the format YYYY-MM-DD.' });
    const wrongFormat = await put({ documentKey: 'permit/2/a.pdf', businessPermitExpirationDateTo: '01/02/2027' });
    expect(wrongFormat.body.fields).toEqual({ businessPermitExpirationDateTo: 'Use the format YYYY-MM-DD.' });
    expect((await permitRow()).permitStatusCode).toBe('015C');
    expect(await f.outbox()).toEqual([]);
  });

  it("refuses visitors (401), individuals (403) and someone else's email (403)", async () => {
    expect((await f.send('PUT', '/api/employer/permit', undefined, { documentKey: 'permit/2/a.pdf' })).status).toBe(401);
    expect((await put({ documentKey: 'permit/1/a.pdf' }, INDIVIDUAL)).status).toBe(403);
    expect((await put({ documentKey: 'permit/2/a.pdf' }, company, '?email=hr7@corp.ph')).status).toBe(403);
    expect(await f.outbox()).toEqual([]);
  });
});

describe('the permits schedule', () => {
  it('moves certified permits past their last day back to 015C with permit_changed, once', async () => {
    const now = new Date('2026-11-24T01:00:00Z');
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    await f.db.company.update({ where: { id: 2n }, data: { permitStatusCode: '015B', permitValidFrom: day('2024-11-01'), permitValidTo: day('2026-11-23'), permitCertifiedAt: now, permitDocumentKey: 'permit/2/a.pdf' } });
    await f.db.company.update({ where: { id: 7n }, data: { permitStatusCode: '015B', permitValidFrom: day('2024-11-01'), permitValidTo: day('2026-11-24'), permitCertifiedAt: now } });
    expect(await runPermitSchedule(f.db, now)).toEqual({ won: true, expired: 1 });
    expect(await permitRow(2n)).toMatchObject({ permitStatusCode: '015C', permitCertifiedAt: null, permitDocumentKey: 'permit/2/a.pdf' });
    expect((await permitRow(7n)).permitStatusCode).toBe('015B');
    expect((await f.outbox()).map((e) => e.payload)).toEqual([{ companyId: '2', statusCode: '015C', validTo: '2026-11-23', changedAt: now.toISOString() }]);
    expect(await runPermitSchedule(f.db, now)).toEqual({ won: true, expired: 0 });
    // The next Manila day (16:00 UTC is midnight in Manila) ends company 7's permit.
    expect((await runPermitSchedule(f.db, new Date('2026-11-24T16:00:00Z'))).expired).toBe(1);
  });

  it('runs on one instance at a time (the advisory lock)', async () => {
    const runs = await Promise.all([runPermitSchedule(f.db), runPermitSchedule(f.db), runPermitSchedule(f.db)]);
    expect(runs.some((r) => r.won)).toBe(true);
  });
});
