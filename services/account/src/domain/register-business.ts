import type { AuthUser, ZEmployerSignupRequest } from '@phjobs/contracts/auth';
import type { z } from 'zod';
import type { AccountDb } from '../data/db.ts';
import { createMember, type IsUniqueViolation } from './create-member.ts';
import { consumeProof } from './verification/consume-proof.ts';

export type BusinessSignup = z.output<typeof ZEmployerSignupRequest>;

/**
 * Business or master sign-up. The e-mail must have been verified (its proof is used up in the
 * sign-up's transaction). The member's name is the manager's; the company details are kept as
 * given, for services/employer to build its company profile from (GET /internal/users/:id/business-signup).
 */
export function registerBusiness(db: AccountDb, isUniqueViolation: IsUniqueViolation, signup: BusinessSignup, userType: 'company' | 'master.company'): Promise<AuthUser> {
  const { email, password, managerName, phoneNumber, emailVerificationToken, ...company } = signup;
  return createMember(db, isUniqueViolation, {
    email,
    password,
    userType,
    fullName: managerName,
    phone: phoneNumber,
    businessSignup: { ...company, managerName, phoneNumber },
    consume: [(tx) => consumeProof(tx, { token: emailVerificationToken, channel: 'email', target: email, purposes: ['signup'], field: 'emailVerificationToken' })],
  });
}
