import { ZBusinessSignupDetails } from '@phjobs/contracts/auth';
import { serviceToken } from '@phjobs/service-kit/auth';
import { serviceUnavailable } from '@phjobs/service-kit/internal-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationCodes } from '../src/clients/invitation-codes.ts';
import { ageRequests, call, freshPhone, SERVICE_SECRET, signUp, startAccount, verifiedEmail, verifiedPhone, type Harness } from './harness.ts';

/** services/employer's invitation codes as this test decides them: MASTER23 is master 3's; 'DOWN' is no answer. */
const codes: InvitationCodes = {
  owner: async (code) => {
    if (code === 'DOWNDOWN') throw serviceUnavailable('employer');
    return code === 'MASTER23' ? { masterId: 3, companyName: 'SM Holdings' } : null;
  },
};
const asked: string[] = [];

let h: Harness;
beforeAll(async () => {
  h = await startAccount({ clients: { invitationCodes: { owner: (code) => (asked.push(code), codes.owner(code)) } } });
});
afterAll(async () => {
  await h?.close();
});

const PASSWORD = 'Company123';
const business = (email: string, extra: Record<string, unknown> = {}) => ({ email, password: PASSWORD, companyName: 'Mabuhay Foods Inc.', managerName: 'Jose Rizal', phoneNumber: '+63 917 555 0101', ...extra });
const internal = { 'x-service-token': serviceToken(SERVICE_SECRET, 'employer') };
const contactChange = (userId: number | string, body: unknown, headers: Record<string, string> = internal) => call(h.base, 'POST', `/internal/users/${userId}/contact-change`, { body, headers });
const certify = async (token: string) => {
  const res = await call(h.base, 'POST', '/api/auth/verifyIdentity', { body: { password: PASSWORD }, token });
  expect(res.status).toBe(200);
  return res.body.certifyToken as string;
};
const signupDetails = async (userId: number) => ZBusinessSignupDetails.parse((await call(h.base, 'GET', `/internal/users/${userId}/business-signup`, { headers: internal })).body);
const userOf = (userId: number) => h.db.user.findUniqueOrThrow({ where: { id: BigInt(userId) } });

describe('POST /internal/users/:id/contact-change', () => {
  it('spends the identity check and the new phone proof once, stores the phone for Forgot Email', async () => {
    const member = await signUp(h, '/api/employer/signup', business('contact@mabuhay.ph', { businessRegistrationNumber: 'SEC7654321' }));
    const userId = member.body.user.userId as number;
    const certifyToken = await certify(member.body.accessToken);
    const phone = freshPhone();
    const phoneVerificationToken = await verifiedPhone(h, phone);

    const res = await contactChange(userId, { certifyToken, phoneNumber: phone, phoneVerificationToken });
    expect(res.status).toBe(204);
    const stored = await userOf(userId);
    expect(stored.phone).toBe(`+63${phone.slice(1)}`);
    expect((await signupDetails(userId)).phoneNumber).toBe(`+63${phone.slice(1)}`);

    // Both proofs are spent: the same call again is refused, the identity check first.
    const again = await contactChange(userId, { certifyToken, phoneNumber: phone, phoneVerificationToken });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ certifyToken: 'Please confirm your identity first.' });
    const phoneAgain = await contactChange(userId, { certifyToken: await certify(member.body.accessToken), phoneNumber: phone, phoneVerificationToken });
    expect(phoneAgain.status).toBe(400);
    expect(phoneAgain.body.fields).toEqual({ phoneVerificationToken: 'Please verify your phone number.' });

    // Forgot Email finds the member by the new number.
    await ageRequests(h, `+63${phone.slice(1)}`);
    const found = await call(h.base, 'POST', '/api/auth/findEmail', { body: { businessRegistrationNumber: 'SEC7654321', phoneNumber: phone, phoneVerificationToken: await verifiedPhone(h, phone) } });
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain('contact@mabuhay.ph');
  });

  it('changes nothing and spends nothing when one proof fails (another number, a missing proof)', async () => {
    const member = await signUp(h, '/api/employer/signup', business('nothing@mabuhay.ph'));
    const userId = member.body.user.userId as number;
    const certifyToken = await certify(member.body.accessToken);
    const proofForOther = await verifiedPhone(h, freshPhone());
    const wrong = await contactChange(userId, { certifyToken, phoneNumber: freshPhone(), phoneVerificationToken: proofForOther });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ phoneVerificationToken: 'Please verify your phone number.' });
    const missing = await contactChange(userId, { certifyToken, phoneNumber: freshPhone() });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ phoneVerificationToken: 'Please verify your phone number.' });
    expect((await userOf(userId)).phone).toBe('+63 917 555 0101');
    // The identity check is still usable: the failed calls rolled back.
    expect((await contactChange(userId, { certifyToken })).status).toBe(204);
  });

  it("a master's branch edit: the phone proof alone, for the branch's member", async () => {
    const branch = await signUp(h, '/api/employer/signup', business('branch@mabuhay.ph'));
    const phone = freshPhone();
    const res = await contactChange(branch.body.user.userId, { phoneNumber: phone, phoneVerificationToken: await verifiedPhone(h, phone) });
    expect(res.status).toBe(204);
    expect((await userOf(branch.body.user.userId)).phone).toBe(`+63${phone.slice(1)}`);
  });

  it("refuses calls without a valid service token (403 'Internal calls only.'), unknown and withdrawn members (404)", async () => {
    expect((await contactChange(2, {}, {})).status).toBe(403);
    expect((await contactChange(2, {}, { 'x-service-token': serviceToken('another-secret', 'employer') })).status).toBe(403);
    const unknown = await contactChange(987654, { certifyToken: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No such member.');
    const member = await signUp(h, '/api/employer/signup', business('gone@mabuhay.ph'));
    await h.db.user.update({ where: { id: BigInt(member.body.user.userId) }, data: { withdrawnAt: new Date() } });
    expect((await contactChange(member.body.user.userId, {})).status).toBe(404);
  });
});

describe('business sign-up with a company code', () => {
  it('checks the code with services/employer, keeps it (normalised) and hands it on with the provider', async () => {
    const res = await signUp(h, '/api/employer/signup', business('branch2@mabuhay.ph', { companyCode: ' master-23 ' }));
    expect(res.status).toBe(201);
    expect(asked).toContain('MASTER23');
    const details = await signupDetails(res.body.user.userId);
    expect(details).toMatchObject({ companyCode: 'MASTER23', provider: 'password', userType: 'company' });
    const events = await h.db.outboxEvent.findMany({ where: { subject: 'account.user.registered' } });
    expect(events.map((e) => e.payload)).toContainEqual({ userId: String(res.body.user.userId), email: 'branch2@mabuhay.ph', userType: 'company' });
    const without = await signUp(h, '/api/employer/signup', business('plain@mabuhay.ph'));
    expect((await signupDetails(without.body.user.userId)).companyCode).toBeNull();
  });

  it("refuses an unknown code and a master's sign-up with a code (400 fields.companyCode), nothing written, the e-mail proof still usable; employer not answering: 503", async () => {
    const emailVerificationToken = await verifiedEmail(h, 'unknown@mabuhay.ph');
    const unknown = await call(h.base, 'POST', '/api/employer/signup', { body: { ...business('unknown@mabuhay.ph', { companyCode: 'ZZZZ2222' }), emailVerificationToken } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ companyCode: 'The company code is not valid.' });
    expect(await h.db.user.count({ where: { email: 'unknown@mabuhay.ph' } })).toBe(0);
    const master = await call(h.base, 'POST', '/api/employer/signup/master', { body: { ...business('unknown@mabuhay.ph', { companyCode: 'MASTER23' }), emailVerificationToken } });
    expect(master.status).toBe(400);
    expect(master.body.fields).toEqual({ companyCode: 'The company code is not valid.' });
    const down = await call(h.base, 'POST', '/api/employer/signup', { body: { ...business('unknown@mabuhay.ph', { companyCode: 'DOWNDOWN' }), emailVerificationToken } });
    expect(down.status).toBe(503);
    const later = await call(h.base, 'POST', '/api/employer/signup', { body: { ...business('unknown@mabuhay.ph'), emailVerificationToken } });
    expect(later.status).toBe(201);
  });
});
