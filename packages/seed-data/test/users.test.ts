import { describe, expect, it } from 'vitest';
import { generateCompanies } from '../src/companies.ts';
import { DEMO_EMPLOYER_ID, DEMO_MASTER_ID, DEMO_PASSWORD, DEMO_SEEKER_ID } from '../src/ids.ts';
import { generateCompanyMembers, generateUsers } from '../src/users.ts';

describe('demo users', () => {
  it('are the three demo logins of the README with the demo password', () => {
    const users = generateUsers();
    expect(users.map((u) => [u.id, u.userType, u.email])).toEqual([
      [DEMO_SEEKER_ID, 'individual', 'seeker@demo.ph'],
      [DEMO_EMPLOYER_ID, 'company', 'employer@demo.ph'],
      [DEMO_MASTER_ID, 'master.company', 'master@demo.ph'],
    ]);
    for (const u of users) {
      expect(u.password).toBe(DEMO_PASSWORD);
      expect(u.password).toBe('Demo!2345');
      expect(u.fullName).toMatch(/^\S+ .+/);
      expect(u.phoneNumber).toMatch(/^\+63 9\d{2} \d{3} \d{4}$/);
    }
  });

  it('link the company users to the demo companies', () => {
    const companies = generateCompanies(1, 10);
    for (const u of generateUsers().filter((x) => x.companyId !== null)) {
      const company = companies.find((c) => c.id === u.companyId);
      expect(company?.email).toBe(u.email);
      expect(company?.userType).toBe(u.userType);
    }
  });

  it('give every other seed company a member account with the same id and e-mail', () => {
    const companies = generateCompanies(1, 10);
    const members = generateCompanyMembers(companies);
    expect(members.map((m) => m.id)).toEqual(companies.filter((c) => !c.isDemo).map((c) => c.id));
    for (const m of members) {
      expect(m.email).toBe(companies.find((c) => c.id === m.id)?.email);
      expect(m.userType).toBe('company');
      expect(m.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
