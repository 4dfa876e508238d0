import { ZEmployerMemberInfo } from '@phjobs/contracts/company-info';
import type { Principal } from '@phjobs/service-kit/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyRow, INDIVIDUAL, startFakes, type Fakes } from './fakes.ts';

let f: Fakes;
const company: Principal = { userId: '2', userType: 'company', email: 'hr2@corp.ph' };
const master: Principal = { userId: '3', userType: 'master.company', email: 'hr3@corp.ph' };
const newcomer: Principal = { userId: '100500', userType: 'company', email: 'member100500@corp.ph' };
let masterCode = '';

const CERTIFY = 'c'.repeat(43);
const PHONE_PROOF = 'p'.repeat(43);

beforeAll(async () => {
  f = await startFakes('employer_member_info');
  f.signups.set(2, { provider: 'google' });
  await f.db.company.create({ data: companyRow(3n, { userType: 'master.company', companyName: 'SM Holdings' }) });
  await f.db.company.create({ data: companyRow(9n, { userType: 'master.company', companyName: 'Other Holdings' }) });
  masterCode = (await f.send('GET', '/api/master/invitationCode', master)).body.companyCode;
});
afterAll(async () => {
  await f?.close();
});
beforeEach(async () => {
  await f.db.outboxEvent.deleteMany();
  await f.db.company.deleteMany({ where: { id: { in: [2n, 100500n] } } });
  await f.db.company.create({ data: companyRow(2n, { landline: '02 8123 4567', businessRegistrationNumber: 'SEC12345', specializationCode: '001A001' }) });
  f.contactChanges.length = 0;
  f.certifyTokens.clear();
  f.phoneTokens.clear();
});

const info = (principal?: Principal, query = '') => f.send('GET', `/api/employer/memberInfo${query}`, principal);
const update = (body: unknown, principal: Principal = company) => f.send('PUT', '/api/employer/updateInfo', principal, body);
const row = (id = 2n) => f.db.company.findUniqueOrThrow({ where: { id } });

describe('GET /api/employer/memberInfo', () => {
  it("answers the company's member information with its provider and permit (contract)", async () => {
    const res = await info(company, '?email=hr2@corp.ph');
    expect(res.status).toBe(200);
    const body = ZEmployerMemberInfo.parse(res.body);
    expect(body).toMatchObject({
      userType: 'company',
      email: 'hr2@corp.ph',
      provider: 'google',
      companyCode: null,
      master: null,
      companyName: 'Company 2',
      phoneNumber: '+63 917 000 0000',
      landlineNumber: '02 8123 4567',
      businessRegistrationNumber: 'SEC12345',
      businessPermit: { statusCode: '015C', businessPermitExpirationDateFrom: null, businessPermitExpirationDateTo: null, documentKey: null, certifiedAt: null },
    });
  });

  it("answers a master's own invitation code, made once", async () => {
    const res = await info(master);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userType: 'master.company', companyCode: masterCode, provider: 'password' });
    expect((await info(master)).body.companyCode).toBe(masterCode);
  });

  it('makes the profile on a first visit from the sign-up details', async () => {
    f.signups.set(100500, { companyName: 'Newcomer Inc.', managerName: 'Ana Cruz', phoneNumber: '+639171112222' });
    const res = await info(newcomer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyName: 'Newcomer Inc.', managerName: 'Ana Cruz', phoneNumber: '+639171112222' });
    expect(await f.db.company.count({ where: { id: 100500n } })).toBe(1);
  });

  it("refuses visitors (401), individuals (403) and someone else's email (403)", async () => {
    expect((await info()).status).toBe(401);
    expect((await info(INDIVIDUAL)).status).toBe(403);
    expect((await info(company, '?email=other@corp.ph')).status).toBe(403);
  });
});

describe('PUT /api/employer/updateInfo', () => {
  it('changes the information after the identity check, spending it on account, and answers the new information', async () => {
    f.certifyTokens.set(CERTIFY, 2);
    const res = await update({ certifyToken: CERTIFY, managerName: 'Ana Santos', landlineNumber: null, province: '0403400000', city: '0403411000', businessRegistrationNumber: 'DTI9876', mainBusiness: 'Coffee' });
    expect(res.status).toBe(200);
    const body = ZEmployerMemberInfo.parse(res.body);
    expect(body).toMatchObject({ managerName: 'Ana Santos', landlineNumber: null, province: '0403400000', businessRegistrationNumber: 'DTI9876', mainBusiness: 'Coffee', phoneNumber: '+63 917 000 0000' });
    expect(f.contactChanges).toEqual([{ userId: 2, body: { certifyToken: CERTIFY }, status: 204 }]);
    expect(await f.outbox()).toEqual([]);
  });

  it('stores a changed phone with its proof; the same number in another form is no change', async () => {
    f.certifyTokens.set(CERTIFY, 2);
    f.phoneTokens.set(PHONE_PROOF, '+639181234567');
    const res = await update({ certifyToken: CERTIFY, phoneNumber: '0918 123 4567', phoneVerificationToken: PHONE_PROOF });
    expect(res.status).toBe(200);
    expect(res.body.phoneNumber).toBe('+639181234567');
    expect(f.contactChanges[0]?.body).toEqual({ certifyToken: CERTIFY, phoneNumber: '+639181234567', phoneVerificationToken: PHONE_PROOF });
    f.certifyTokens.set('d'.repeat(43), 2);
    const same = await update({ certifyToken: 'd'.repeat(43), phoneNumber: '+63 918 123 4567' });
    expect(same.status).toBe(200);
    expect(f.contactChanges[1]?.body).toEqual({ certifyToken: 'd'.repeat(43) });
  });

  it('refuses a changed phone without its proof before anything is written (400 fields.phoneVerificationToken)', async () => {
    f.certifyTokens.set(CERTIFY, 2);
    const res = await update({ certifyToken: CERTIFY, managerName: 'Changed', phoneNumber: '09181234567' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ phoneVerificationToken: 'Phone number is changed but not verifed' });
    expect(f.contactChanges).toEqual([]);
    expect((await row()).managerName).toBe('Manager 2');
  });

  it("rolls everything back when account refuses a proof (spent identity check, another number's proof)", async () => {
    const spent = await update({ certifyToken: CERTIFY, managerName: 'Changed', companyCode: masterCode });
    expect(spent.status).toBe(400);
    expect(spent.body.fields).toEqual({ certifyToken: 'Please confirm your identity first.' });
    f.certifyTokens.set(CERTIFY, 2);
    f.phoneTokens.set(PHONE_PROOF, '+639990000000');
    const wrongPhone = await update({ certifyToken: CERTIFY, managerName: 'Changed', phoneNumber: '09181234567', phoneVerificationToken: PHONE_PROOF });
    expect(wrongPhone.status).toBe(400);
    expect(wrongPhone.body.fields).toEqual({ phoneVerificationToken: 'Phone number is changed but not verifed' });
    expect(await row()).toMatchObject({ managerName: 'Manager 2', phone: '+63 917 000 0000', masterId: null });
    expect(await f.outbox()).toEqual([]);
    expect(f.certifyTokens.has(CERTIFY)).toBe(true);
  });

  it("joins the master of a company code (employer.company.master_changed), shown as the company's code", async () => {
    f.certifyTokens.set(CERTIFY, 2);
    const res = await update({ certifyToken: CERTIFY, companyCode: masterCode.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyCode: masterCode, master: { employerId: 3, companyName: 'SM Holdings' } });
    expect((await row()).masterId).toBe(3n);
    const events = await f.outbox('employer.company.master_changed');
    expect(events.map((e) => e.payload)).toEqual([{ companyId: '2', masterId: '3', changedAt: expect.any(String) }]);
    // The same code again changes nothing.
    f.certifyTokens.set('e'.repeat(43), 2);
    expect((await update({ certifyToken: 'e'.repeat(43), companyCode: masterCode })).status).toBe(200);
    expect(await f.outbox('employer.company.master_changed')).toHaveLength(1);
  });

  it("refuses an unknown code, a master's code for a master and another master's code for a branch (400 fields.companyCode), nothing written", async () => {
    f.certifyTokens.set(CERTIFY, 2);
    f.certifyTokens.set(CERTIFY.replace(/c/g, 'm'), 3);
    const MESSAGE = { companyCode: 'The company code is not valid.' };
    const unknown = await update({ certifyToken: CERTIFY, managerName: 'Changed', companyCode: 'ZZZZ2222' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual(MESSAGE);
    const asMaster = await update({ certifyToken: CERTIFY.replace(/c/g, 'm'), companyCode: 'ABCD2345' }, master);
    expect(asMaster.status).toBe(400);
    expect(asMaster.body.fields).toEqual(MESSAGE);
    const otherCode = (await f.send('GET', '/api/master/invitationCode', { userId: '9', userType: 'master.company', email: 'hr9@corp.ph' })).body.companyCode;
    await f.db.company.update({ where: { id: 2n }, data: { masterId: 3n, joinCode: masterCode, joinedAt: new Date() } });
    const moving = await update({ certifyToken: CERTIFY, companyCode: otherCode });
    expect(moving.status).toBe(400);
    expect(moving.body.fields).toEqual(MESSAGE);
    expect(f.contactChanges).toEqual([]);
    expect(await row()).toMatchObject({ managerName: 'Manager 2', masterId: 3n });
    expect(await f.outbox()).toEqual([]);
  });

  it("takes an empty code as none and a master's own code as no change", async () => {
    f.certifyTokens.set(CERTIFY, 2);
    expect((await update({ certifyToken: CERTIFY, companyCode: '  ' })).status).toBe(200);
    f.certifyTokens.set(CERTIFY.replace(/c/g, 'm'), 3);
    const own = await update({ certifyToken: CERTIFY.replace(/c/g, 'm'), companyCode: masterCode, managerName: 'Henry Sy' }, master);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ companyCode: masterCode, master: null, managerName: 'Henry Sy' });
    expect(await f.outbox()).toEqual([]);
  });

  it('refuses a missing identity check and malformed fields with field messages (400), nothing written', async () => {
    const none = await update({ managerName: 'X' });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ certifyToken: 'Please confirm your identity first.' });
    const bad = await update({ certifyToken: CERTIFY, businessRegistrationNumber: 'ab', phoneNumber: '12345', managerName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      businessRegistrationNumber: 'Use 4 to 16 English letters and numbers.',
      phoneNumber: 'It does not match the phone number format.',
      managerName: 'Manager name is a required input.',
    });
    expect(f.contactChanges).toEqual([]);
  });

  it('refuses visitors (401) and individuals (403)', async () => {
    expect((await f.send('PUT', '/api/employer/updateInfo', undefined, { certifyToken: CERTIFY })).status).toBe(401);
    expect((await update({ certifyToken: CERTIFY }, INDIVIDUAL)).status).toBe(403);
  });
});
