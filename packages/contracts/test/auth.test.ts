import { describe, expect, it } from 'vitest';
import { PRODUCT_MAIL_DOMAIN, ZEmployerSignupRequest, ZIndividualSignupRequest, ZLoginRequest, ZPassword } from '../src/auth.ts';

describe('password policy', () => {
  it('accepts 8 or more characters with a letter and a digit', () => {
    expect(ZPassword.safeParse('abcdefg1').success).toBe(true);
    expect(ZPassword.safeParse('Demo!2345').success).toBe(true);
  });

  it('refuses short passwords and passwords without a letter or a digit', () => {
    expect(ZPassword.safeParse('abc12').success).toBe(false);
    expect(ZPassword.safeParse('abcdefgh').success).toBe(false);
    expect(ZPassword.safeParse('12345678').success).toBe(false);
  });
});

describe('login request', () => {
  it('appends the product mail domain when an individual types an id without @', () => {
    const parsed = ZLoginRequest.parse({ email: 'Juan.Cruz', password: 'x', userType: 'individual' });
    expect(parsed.email).toBe(`juan.cruz@${PRODUCT_MAIL_DOMAIN}`);
  });

  it('requires an email format for business logins', () => {
    const result = ZLoginRequest.safeParse({ email: 'acme', password: 'x', userType: 'company' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('It does not match the email format.');
  });

  it('lower-cases the e-mail', () => {
    expect(ZLoginRequest.parse({ email: ' Boss@Acme.PH ', password: 'x', userType: 'master' }).email).toBe('boss@acme.ph');
  });
});

describe('sign-up requests', () => {
  const proofs = { emailVerificationToken: 'e'.repeat(43), phoneVerificationToken: 'p'.repeat(43) };

  it('defaults gender 003A and inflow path A for individuals', () => {
    const parsed = ZIndividualSignupRequest.parse({ ...proofs, email: 'a@b.ph', password: 'abcdefg1', fullName: 'Ana Reyes', phoneNumber: '09171234567' });
    expect(parsed).toMatchObject({ genderCode: '003A', inflowPathCode: 'A', signInProvider: 'password' });
  });

  it('defaults the expected salary unit to 010D (month)', () => {
    const parsed = ZIndividualSignupRequest.parse({ ...proofs, email: 'a@b.ph', password: 'abcdefg1', fullName: 'Ana', phoneNumber: '09171234567', salary: { salary: 25000 } });
    expect(parsed.salary).toEqual({ salaryType: '010D', salary: 25000 });
  });

  it('requires the verified e-mail and phone proofs of a password sign-up', () => {
    const result = ZIndividualSignupRequest.safeParse({ email: 'a@b.ph', password: 'abcdefg1', fullName: 'Ana' });
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['emailVerificationToken', 'phoneNumber', 'phoneVerificationToken']);
  });

  it('asks a social sign-up for its ticket only', () => {
    expect(ZIndividualSignupRequest.safeParse({ signInProvider: 'google', token: 'x'.repeat(43) }).success).toBe(true);
    const result = ZIndividualSignupRequest.safeParse({ signInProvider: 'apple' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['token']);
  });

  it('requires company name, manager name and phone number for businesses', () => {
    const result = ZEmployerSignupRequest.safeParse({ email: 'a@b.ph', password: 'abcdefg1' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['companyName', 'managerName', 'phoneNumber']);
  });

  it('checks the business registration number: 4 to 16 letters and digits', () => {
    const base = { ...proofs, email: 'a@b.ph', password: 'abcdefg1', companyName: 'Acme', managerName: 'Jose', phoneNumber: '+63 917 123 4567' };
    expect(ZEmployerSignupRequest.safeParse({ ...base, businessRegistrationNumber: 'AB12' }).success).toBe(true);
    expect(ZEmployerSignupRequest.safeParse({ ...base, businessRegistrationNumber: 'AB-12' }).success).toBe(false);
  });
});
