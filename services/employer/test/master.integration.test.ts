import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH, ZBranchDetail, ZBranchesResponse, ZInvitationCode, ZInvitationCodeOwner } from '@phjobs/contracts/branches';
import { serviceToken, type Principal } from '@phjobs/service-kit/auth';
import { call } from '@phjobs/test-utils/http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyRow, INDIVIDUAL, SECRET, startFakes, type Fakes } from './fakes.ts';

let f: Fakes;
const master: Principal = { userId: '3', userType: 'master.company', email: 'hr3@corp.ph' };
const otherMaster: Principal = { userId: '9', userType: 'master.company', email: 'hr9@corp.ph' };
const company: Principal = { userId: '2', userType: 'company', email: 'hr2@corp.ph' };
const PROOF = 'p'.repeat(43);
const CODE_PATTERN = new RegExp(`^[${INVITATION_CODE_ALPHABET}]{${INVITATION_CODE_LENGTH}}$`);

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

beforeAll(async () => {
  f = await startFakes('employer_master');
});
afterAll(async () => {
  await f?.close();
});
beforeEach(async () => {
  await f.db.outboxEvent.deleteMany();
  await f.db.invitationCode.deleteMany();
  await f.db.company.deleteMany({ where: { masterId: { not: null } } });
  await f.db.company.deleteMany();
  await f.db.company.create({ data: companyRow(3n, { userType: 'master.company', companyName: 'SM Holdings' }) });
  await f.db.company.create({ data: companyRow(9n, { userType: 'master.company', companyName: 'Other Holdings' }) });
  await f.db.company.create({ data: companyRow(2n, { masterId: 3n, joinedAt: at(1), joinCode: 'AAAA2222', logoKey: 'seed/logos/company-2.png', permitStatusCode: '015B' }) });
  await f.db.company.create({ data: companyRow(1001n, { masterId: 3n, joinedAt: at(3), province: '0403400000' }) });
  await f.db.company.create({ data: companyRow(1002n, { masterId: 3n, joinedAt: at(2), province: '1401100000' }) });
  await f.db.company.create({ data: companyRow(1009n, { masterId: 9n, joinedAt: at(4) }) });
  await f.db.company.create({ data: companyRow(7n) });
  f.contactChanges.length = 0;
  f.phoneTokens.clear();
  f.branchCounts.set(2, { applicantCount: 5, jobCount: 4, recruitmentCount: 2 });
});

const owner = (code: string, headers: Record<string, string> = { 'x-service-token': serviceToken(SECRET, 'account') }) => call(f.base, 'GET', `/internal/invitation-codes/${encodeURIComponent(code)}`, { headers });

/** Visitors 401; individuals and companies 403. */
async function expectMasterOnly(method: string, path: string, body?: unknown) {
  expect((await f.send(method, path, undefined, body)).status, `${method} ${path} visitor`).toBe(401);
  expect((await f.send(method, path, INDIVIDUAL, body)).status, `${method} ${path} individual`).toBe(403);
  const asCompany = await f.send(method, path, company, body);
  expect(asCompany.status, `${method} ${path} company`).toBe(403);
  expect(asCompany.body.code).toBe('auth/forbidden');
}

describe('invitation code', () => {
  it('is made on first use, stays, and a new one makes the old one unusable (branches stay)', async () => {
    const first = await f.send('GET', '/api/master/invitationCode', master);
    expect(first.status).toBe(200);
    const { companyCode } = ZInvitationCode.parse(first.body);
    expect(companyCode).toMatch(CODE_PATTERN);
    expect((await f.send('GET', '/api/master/invitationCode', master)).body.companyCode).toBe(companyCode);
    expect(ZInvitationCodeOwner.parse((await owner(companyCode)).body)).toEqual({ masterId: 3, companyName: 'SM Holdings' });
    expect((await owner(companyCode.toLowerCase())).status).toBe(200);

    const renewed = await f.send('POST', '/api/master/invitationCode', master);
    expect(renewed.status).toBe(200);
    expect(renewed.body.companyCode).toMatch(CODE_PATTERN);
    expect(renewed.body.companyCode).not.toBe(companyCode);
    expect((await owner(companyCode)).status).toBe(404);
    expect((await owner(renewed.body.companyCode)).body.masterId).toBe(3);
    expect((await f.send('GET', '/api/master/invitationCode', master)).body.companyCode).toBe(renewed.body.companyCode);
    expect(await f.db.company.count({ where: { masterId: 3n } })).toBe(3);
  });

  it("gives each master its own code", async () => {
    const mine = (await f.send('GET', '/api/master/invitationCode', master)).body.companyCode;
    const theirs = (await f.send('GET', '/api/master/invitationCode', otherMaster)).body.companyCode;
    expect(mine).not.toBe(theirs);
    expect((await owner(theirs)).body.masterId).toBe(9);
  });

  it('is for masters only; the lookup for services only (403 without the service token)', async () => {
    await expectMasterOnly('GET', '/api/master/invitationCode');
    await expectMasterOnly('POST', '/api/master/invitationCode');
    const code = (await f.send('GET', '/api/master/invitationCode', master)).body.companyCode;
    expect((await owner(code, {})).status).toBe(403);
    expect((await owner(code, { 'x-service-token': serviceToken('wrong', 'account') })).status).toBe(403);
    expect((await owner('NOPE2345')).status).toBe(404);
  });
});

describe('GET /api/master/branches', () => {
  it("lists the master's own branches, newest join first, paged", async () => {
    const res = await f.send('GET', '/api/master/branches', master);
    expect(res.status).toBe(200);
    const body = ZBranchesResponse.parse(res.body);
    expect(body.resultListCount).toBe(3);
    expect(body.list.map((b) => b.employerId)).toEqual([1001, 1002, 2]);
    expect(body.list[0]).toMatchObject({ companyName: 'Company 1001', managerName: 'Manager 1001', province: '0403400000', joinedAt: at(3).toISOString() });
    const page2 = await f.send('GET', '/api/master/branches?pageUnit=2&pageNo=2', master);
    expect(page2.body).toMatchObject({ resultListCount: 3, list: [{ employerId: 2 }] });
    expect((await f.send('GET', '/api/master/branches', otherMaster)).body.list.map((b: { employerId: number }) => b.employerId)).toEqual([1009]);
  });

  it('refuses bad paging (400) and non-masters (401/403)', async () => {
    const bad = await f.send('GET', '/api/master/branches?pageUnit=0', master);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['pageUnit']);
    await expectMasterOnly('GET', '/api/master/branches');
  });
});

describe('GET /api/master/branch/{employerId}', () => {
  it("answers one of the master's branches with its counts from jobs (contract)", async () => {
    const res = await f.send('GET', '/api/master/branch/2', master);
    expect(res.status).toBe(200);
    const body = ZBranchDetail.parse(res.body);
    expect(body).toMatchObject({ employerId: 2, applicantCount: 5, jobCount: 4, recruitmentCount: 2 });
    expect(body.branchInfo).toMatchObject({ companyName: 'Company 2', email: 'hr2@corp.ph', statusCode: '015B', logoKey: 'seed/logos/company-2.png', phoneNumber: '+63 917 000 0000' });
    expect((await f.send('GET', '/api/master/branch/1001', master)).body).toMatchObject({ applicantCount: 0, jobCount: 0, recruitmentCount: 0 });
  });

  it("answers 404 for another master's branch, a company that is no branch and an unknown id; 400 for no id", async () => {
    for (const id of ['1009', '7', '3', '424242']) {
      const res = await f.send('GET', `/api/master/branch/${id}`, master);
      expect(res.status, id).toBe(404);
    }
    expect((await f.send('GET', '/api/master/branch/abc', master)).status).toBe(400);
    await expectMasterOnly('GET', '/api/master/branch/2');
  });
});

describe('PUT /api/master/branch/{employerId}', () => {
  const form = (extra: Record<string, unknown> = {}) => ({
    managerName: 'Rosa Dela Cruz',
    phoneNumber: '+63 917 000 0000',
    province: '0403400000',
    city: '0403411000',
    detailAddress: '8 Rizal St.',
    specializationCode: '001A001',
    businessRegistrationNumber: 'SEC445566',
    mainBusiness: 'Coffee shops',
    ...extra,
  });

  it("changes the branch's information; the same phone needs no proof and account is not asked", async () => {
    const res = await f.send('PUT', '/api/master/branch/2', master, form());
    expect(res.status).toBe(200);
    const body = ZBranchDetail.parse(res.body);
    expect(body.branchInfo).toMatchObject({ managerName: 'Rosa Dela Cruz', province: '0403400000', detailAddress: '8 Rizal St.', mainBusiness: 'Coffee shops', companyName: 'Company 2', email: 'hr2@corp.ph' });
    expect(body.applicantCount).toBe(5);
    expect(f.contactChanges).toEqual([]);
    expect(await f.outbox()).toEqual([]);
  });

  it("stores a changed phone with its proof on the branch member's account (no identity check), once", async () => {
    f.phoneTokens.set(PROOF, '+639181234567');
    const res = await f.send('PUT', '/api/master/branch/2', master, form({ phoneNumber: '0918-123-4567', phoneVerificationToken: PROOF }));
    expect(res.status).toBe(200);
    expect(res.body.branchInfo.phoneNumber).toBe('+639181234567');
    expect(f.contactChanges).toEqual([{ userId: 2, body: { phoneNumber: '+639181234567', phoneVerificationToken: PROOF }, status: 204 }]);
    // The proof is spent: another change with it is refused and rolled back.
    const again = await f.send('PUT', '/api/master/branch/2', master, form({ managerName: 'Someone Else', phoneNumber: '09180000000', phoneVerificationToken: PROOF }));
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ phoneVerify: 'Phone number is changed but not verifed' });
    expect(await f.db.company.findUniqueOrThrow({ where: { id: 2n } })).toMatchObject({ managerName: 'Rosa Dela Cruz', phone: '+639181234567' });
  });

  it('refuses a changed phone without proof and missing fields with the messages of the spec (400), nothing written', async () => {
    const unverified = await f.send('PUT', '/api/master/branch/2', master, form({ managerName: 'Changed', phoneNumber: '09181234567' }));
    expect(unverified.status).toBe(400);
    expect(unverified.body.fields).toEqual({ phoneVerify: 'Phone number is changed but not verifed' });
    const empty = await f.send('PUT', '/api/master/branch/2', master, { phoneNumber: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      managerName: 'Manager name is a required input.',
      phoneNumber: 'Phone number is a required input.',
      province: 'Region is a required input.',
      city: 'Region is a required input.',
      detailAddress: 'Detailed address is a required input.',
      specializationCode: 'Specialization is a required input.',
      mainBusiness: 'Main business is a required input.',
    });
    const wrongPhone = await f.send('PUT', '/api/master/branch/2', master, form({ phoneNumber: '02 8123 4567' }));
    expect(wrongPhone.body.fields).toEqual({ phoneNumber: 'It does not match the phone number format.' });
    const theirLogo = await f.send('PUT', '/api/master/branch/2', master, form({ logoKey: 'logo/7/theirs.png' }));
    expect(theirLogo.status).toBe(400);
    expect(theirLogo.body.fields).toEqual({ logoKey: 'logoKey is not an upload of this company.' });
    expect(f.contactChanges).toEqual([]);
    expect((await f.db.company.findUniqueOrThrow({ where: { id: 2n } })).managerName).toBe('Manager 2');
    expect(await f.outbox()).toEqual([]);
  });

  it("takes a logo the master uploaded and tells the ads (logo_changed); the branch's own logo unchanged is no change", async () => {
    const same = await f.send('PUT', '/api/master/branch/2', master, form({ logoKey: 'seed/logos/company-2.png' }));
    expect(same.status).toBe(200);
    expect(await f.outbox()).toEqual([]);
    const res = await f.send('PUT', '/api/master/branch/2', master, form({ logoKey: 'logo/3/new-logo.png' }));
    expect(res.status).toBe(200);
    expect(res.body.branchInfo.logoKey).toBe('logo/3/new-logo.png');
    expect((await f.outbox()).map((e) => [e.subject, e.payload.companyId, e.payload.logoKey])).toEqual([['employer.company.logo_changed', '2', 'logo/3/new-logo.png']]);
  });

  it("answers 404 for another master's branch and non-branches, 403/401 for non-masters, nothing written", async () => {
    for (const id of ['1009', '7', '424242']) expect((await f.send('PUT', `/api/master/branch/${id}`, master, form())).status, id).toBe(404);
    await expectMasterOnly('PUT', '/api/master/branch/2', form());
    expect((await f.db.company.findUniqueOrThrow({ where: { id: 1009n } })).managerName).toBe('Manager 1009');
  });
});
