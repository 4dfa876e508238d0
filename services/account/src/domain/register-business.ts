import type { AuthUser, ZEmployerSignupRequest } from '@phjobs/contracts/auth';
import { normalizeInvitationCode } from '@phjobs/contracts/branches';
import { COMPANY_CODE_MESSAGE } from '@phjobs/contracts/company-info';
import { badRequest } from '@phjobs/service-kit/errors';
import type { z } from 'zod';
import type { InvitationCodes } from '../clients/invitation-codes.ts';
import type { AccountDb } from '../data/db.ts';
import { createMember, type IsUniqueViolation } from './create-member.ts';
import { consumeProof } from './verification/consume-proof.ts';

export type BusinessSignup = z.output<typeof ZEmployerSignupRequest>;

const invalidCode = () => badRequest(COMPANY_CODE_MESSAGE, { companyCode: COMPANY_CODE_MESSAGE });

/**
 * The company code of a business sign-up, checked with services/employer before anything is
 * written: a master's current invitation code (normalised), or none. Masters cannot join a master.
 */
export async function checkCompanyCode(codes: InvitationCodes, given: string | undefined, userType: 'company' | 'master.company'): Promise<string | null> {
  if (given === undefined || given.trim() === '') return null;
  const code = normalizeInvitationCode(given);
  if (userType !== 'company' || code === '') throw invalidCode();
  if (!(await codes.owner(code))) throw invalidCode();
  return code;
}

/**
 * Business or master sign-up. The e-mail must have been verified (its proof is used up in the
 * sign-up's transaction). The member's name is the manager's; the company details are kept as
 * given, for services/employer to build its company profile from (GET /internal/users/:id/business-signup).
 * A company code (a master's invitation code) is checked first and kept: services/employer links
 * the new company to that master when account.user.registered reaches it.
 */
export async function registerBusiness(
  db: AccountDb,
  isUniqueViolation: IsUniqueViolation,
  codes: InvitationCodes,
  signup: BusinessSignup,
  userType: 'company' | 'master.company',
): Promise<AuthUser> {
  const { email, password, managerName, phoneNumber, emailVerificationToken, companyCode: given, ...company } = signup;
  const companyCode = await checkCompanyCode(codes, given, userType);
  return createMember(db, isUniqueViolation, {
    email,
    password,
    userType,
    fullName: managerName,
    phone: phoneNumber,
    businessSignup: { ...company, managerName, phoneNumber, ...(companyCode ? { companyCode } : {}) },
    consume: [(tx) => consumeProof(tx, { token: emailVerificationToken, channel: 'email', target: email, purposes: ['signup'], field: 'emailVerificationToken' })],
  });
}
