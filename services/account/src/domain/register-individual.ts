import type { AuthUser, ZIndividualSignupRequest } from '@phjobs/contracts/auth';
import type { z } from 'zod';
import type { AccountDb } from '../db.ts';
import { createMember } from './create-member.ts';

export type IndividualSignup = z.output<typeof ZIndividualSignupRequest>;

/** Individual sign-up: the account (step 1) and whatever profile fields steps 2 and 3 sent. */
export function registerIndividual(db: AccountDb, signup: IndividualSignup): Promise<AuthUser> {
  const empType = signup.empType === undefined ? [] : Array.isArray(signup.empType) ? signup.empType : [signup.empType];
  return createMember(db, {
    email: signup.email,
    password: signup.password,
    userType: 'individual',
    fullName: signup.fullName,
    phone: signup.phoneNumber ?? null,
    individualProfile: {
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
      salaryType: signup.salary?.salaryType ?? null,
      salary: signup.salary?.salary ?? null,
      empType,
      alarmEmail: signup.alarmEmail ?? false,
      referralCode: signup.referralCode ?? null,
      inflowPathCode: signup.inflowPathCode,
    },
  });
}
