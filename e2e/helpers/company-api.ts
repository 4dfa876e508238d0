import { expect } from '@playwright/test';
import { emailProof, newMember, withAccountService, type NewMember } from './account-api.ts';
import { NCR, NCR_CITY } from './ad-wizard.ts';

export type NewCompany = NewMember & { companyName: string; managerName: string; accessToken: string };

/**
 * A new company signed up through the calls the business sign-up screen makes (e-mail code from the
 * dev outbox), straight to services/account: journeys that change a company's password, phone or
 * permit use one of their own and leave employer@demo.ph as the other journeys expect it.
 */
export function signUpCompanyByApi(member: NewMember = newMember()): Promise<NewCompany> {
  const companyName = `E2E Foods ${member.id.slice(-6).toUpperCase()}`;
  const managerName = member.fullName;
  return withAccountService(async (account) => {
    const emailVerificationToken = await emailProof(account, member.email);
    const res = await account.post('/api/employer/signup', {
      data: {
        email: member.email,
        password: member.password,
        companyName,
        managerName,
        phoneNumber: member.phoneE164,
        province: NCR,
        city: NCR_CITY,
        detailAddress: '12 Rizal Street',
        businessRegistrationNumber: 'E2E12345',
        specializationCode: 'SP0101',
        emailVerificationToken,
      },
    });
    expect(res.status(), `business sign-up of ${member.email}`).toBe(201);
    return { ...member, companyName, managerName, accessToken: ((await res.json()) as { accessToken: string }).accessToken };
  });
}
