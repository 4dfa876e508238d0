import type { BusinessSignupDetails } from '@phjobs/contracts/auth';
import type { Principal } from '@phjobs/service-kit/auth';
import type { AccountClient } from '../clients/account.ts';

export type CompanyHeader = { companyName: string; managerName: string; logoKey: string | null };

/** A new company profile, as its row is written. */
export type NewCompany = {
  id: bigint;
  userType: string;
  email: string;
  companyName: string;
  managerName: string;
  phone: string;
  landline: string | null;
  province: string | null;
  city: string | null;
  detailAddress: string | null;
  businessRegistrationNumber: string | null;
  specializationCode: string | null;
  mainBusiness: string | null;
};

/** The data functions it needs (data/companies.ts). */
export type CompanyStore = {
  findHeader(id: bigint): Promise<CompanyHeader | null>;
  /** Writes the row unless one with its id exists. */
  insertOnce(row: NewCompany): Promise<void>;
  headerOf(id: bigint): Promise<CompanyHeader>;
};

/** The profile from what the member gave at sign-up (empty where the account has nothing). */
export function companyFromSignup(principal: Principal, signup: BusinessSignupDetails | null): NewCompany {
  return {
    id: BigInt(principal.userId),
    userType: principal.userType,
    email: principal.email,
    companyName: signup?.companyName ?? '',
    managerName: signup?.managerName ?? '',
    phone: signup?.phoneNumber ?? '',
    landline: signup?.landlineNumber ?? null,
    province: signup?.province ?? null,
    city: signup?.city ?? null,
    detailAddress: signup?.detailAddress ?? null,
    businessRegistrationNumber: signup?.businessRegistrationNumber ?? null,
    specializationCode: signup?.specializationCode ?? null,
    mainBusiness: signup?.mainBusiness ?? null,
  };
}

/**
 * The signed-in business member's company profile, created on first use from what the member gave
 * at sign-up (services/account keeps it for us). Seeded companies already have theirs. Two first
 * requests at once create it once.
 */
export async function ensureCompany(companies: CompanyStore, account: Pick<AccountClient, 'businessSignup'>, principal: Principal): Promise<CompanyHeader> {
  const id = BigInt(principal.userId);
  const existing = await companies.findHeader(id);
  if (existing) return existing;
  const signup = await account.businessSignup(Number(principal.userId));
  await companies.insertOnce(companyFromSignup(principal, signup));
  return companies.headerOf(id);
}
