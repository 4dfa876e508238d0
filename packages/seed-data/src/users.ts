/** The fixed demo accounts (README lists them) and the member accounts of the seed companies. */
import { DEMO_EMPLOYER_ID, DEMO_MASTER_ID, DEMO_PASSWORD, DEMO_SEEKER_ID } from './ids.ts';
import type { SeedCompany, SeedUser } from './types.ts';
import { FIRST_NAMES_FEMALE } from './words.ts';

const pad2 = (n: number) => String(n).padStart(2, '0');

export const DEMO_SEEKER_EMAIL = 'seeker@demo.ph';
export const DEMO_EMPLOYER_EMAIL = 'employer@demo.ph';
export const DEMO_MASTER_EMAIL = 'master@demo.ph';

/** The three demo logins: an individual, a company (the demo company) and a master company. */
export function generateUsers(): SeedUser[] {
  return [
    {
      id: DEMO_SEEKER_ID,
      userType: 'individual',
      email: DEMO_SEEKER_EMAIL,
      password: DEMO_PASSWORD,
      fullName: 'Juan Dela Cruz',
      phoneNumber: '+63 917 555 0101',
      genderCode: '003A',
      birthDate: '1998-06-12',
      companyId: null,
      provinceId: '1300000000',
      cityId: '1381300000',
      address: '24 Maginhawa Street, Brgy. Teachers Village East, Quezon City, Metro Manila',
    },
    {
      id: DEMO_EMPLOYER_ID,
      userType: 'company',
      email: DEMO_EMPLOYER_EMAIL,
      password: DEMO_PASSWORD,
      fullName: 'Maria Santos',
      phoneNumber: '+63 918 555 0202',
      genderCode: '003B',
      birthDate: '1986-03-27',
      companyId: DEMO_EMPLOYER_ID,
      provinceId: '1300000000',
      cityId: '1380300000',
    },
    {
      id: DEMO_MASTER_ID,
      userType: 'master.company',
      email: DEMO_MASTER_EMAIL,
      password: DEMO_PASSWORD,
      fullName: 'Ramon Villanueva',
      phoneNumber: '+63 927 555 0303',
      genderCode: '003A',
      birthDate: '1975-11-02',
      companyId: DEMO_MASTER_ID,
      provinceId: '1300000000',
      cityId: '1381500000',
    },
  ];
}

/**
 * One company-member account per non-demo seed company (docs/CONVENTIONS.md): same id as the
 * company, its e-mail, the demo password (not advertised), the manager as the member's name.
 */
export function generateCompanyMembers(companies: readonly SeedCompany[]): SeedUser[] {
  return companies
    .filter((c) => !c.isDemo)
    .map((c) => ({
      id: c.id,
      userType: c.userType,
      email: c.email,
      password: DEMO_PASSWORD,
      fullName: c.managerName,
      phoneNumber: c.phoneNumber,
      genderCode: FIRST_NAMES_FEMALE.some((name) => c.managerName.startsWith(`${name} `)) ? ('003B' as const) : ('003A' as const),
      birthDate: `${1968 + (c.id % 30)}-${pad2(1 + (c.id % 12))}-${pad2(1 + (c.id % 28))}`,
      companyId: c.id,
      provinceId: c.provinceId,
      cityId: c.cityId,
    }));
}
