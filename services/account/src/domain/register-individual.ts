import { normalizePhone } from '@phjobs/contracts/account';
import type { AuthUser, ZIndividualSignupRequest } from '@phjobs/contracts/auth';
import type { z } from 'zod';
import type { AccountDb } from '../data/db.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { createMember, type IsUniqueViolation } from './create-member.ts';
import { consumeSocialTicket, readSocialTicket } from './social/signup-ticket.ts';
import { consumeProof } from './verification/consume-proof.ts';

export type IndividualSignup = z.output<typeof ZIndividualSignupRequest>;

function profileOf(signup: IndividualSignup): Omit<Prisma.IndividualProfileUncheckedCreateInput, 'userId'> {
  const empType = signup.empType === undefined ? [] : Array.isArray(signup.empType) ? signup.empType : [signup.empType];
  return {
    genderCode: signup.genderCode,
    birthDate: signup.birthDate ? new Date(`${signup.birthDate}T00:00:00Z`) : null,
    address: signup.address ?? null,
    province: signup.region?.province ?? null,
    city: signup.region?.city ?? null,
    isNewcomer: signup.isNewcomer ?? null,
    experienceDetail: signup.experienceDetail ?? null,
    education: signup.education ?? null,
    industry: signup.industry ?? null,
    position: signup.position ?? null,
    skills: signup.skills ?? [],
    // Expected salary: unit 010D (month) unless chosen (spec section 9).
    salaryType: signup.salary?.salaryType ?? '010D',
    salary: signup.salary?.salary ?? null,
    empType,
    alarmEmail: signup.alarmEmail ?? false,
    referralCode: signup.referralCode ?? null,
    inflowPathCode: signup.inflowPathCode,
  };
}

/**
 * Individual sign-up (steps 1 to 3 in one call).
 * Password sign-up: the e-mail and the phone must have been verified — their proofs are used up in
 * the sign-up's transaction. Social sign-up: the ticket of the social callback gives the verified
 * e-mail and the provider's subject; no password is stored; a phone number, if given, needs its proof.
 */
export async function registerIndividual(db: AccountDb, isUniqueViolation: IsUniqueViolation, signup: IndividualSignup): Promise<AuthUser> {
  if (signup.signInProvider === 'password') {
    const phone = normalizePhone(signup.phoneNumber);
    return createMember(db, isUniqueViolation, {
      email: signup.email,
      password: signup.password,
      userType: 'individual',
      fullName: signup.fullName,
      phone: signup.phoneNumber,
      individualProfile: profileOf(signup),
      consume: [
        (tx) => consumeProof(tx, { token: signup.emailVerificationToken, channel: 'email', target: signup.email, purposes: ['signup'], field: 'emailVerificationToken' }),
        (tx) => consumeProof(tx, { token: signup.phoneVerificationToken, channel: 'sms', target: phone, purposes: ['phone'], field: 'phoneVerificationToken' }),
      ],
    });
  }
  const ticket = await readSocialTicket(db, signup.token, signup.signInProvider);
  const { phoneNumber } = signup;
  return createMember(db, isUniqueViolation, {
    email: ticket.email,
    password: null,
    provider: signup.signInProvider,
    userType: 'individual',
    fullName: signup.fullName ?? ticket.fullName ?? ticket.email.split('@')[0] ?? 'Member',
    phone: phoneNumber ?? null,
    individualProfile: profileOf(signup),
    socialIdentity: { provider: signup.signInProvider, subject: ticket.subject },
    consume: [
      (tx) => consumeSocialTicket(tx, signup.token),
      // A phone number, when given, is stored only verified, as in a password sign-up.
      ...(phoneNumber
        ? [(tx: Prisma.TransactionClient) => consumeProof(tx, { token: signup.phoneVerificationToken ?? '', channel: 'sms', target: normalizePhone(phoneNumber), purposes: ['phone'], field: 'phoneVerificationToken' })]
        : []),
    ],
  });
}
