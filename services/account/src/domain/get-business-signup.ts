import { ZEmployerSignupFields, type BusinessSignupDetails } from '@phjobs/contracts/auth';
import type { AccountDb } from '../data/db.ts';
import { toUserType } from './user-type.ts';

const ZStored = ZEmployerSignupFields.omit({ email: true, password: true, emailVerificationToken: true }).partial();

/**
 * The company details a business or master member gave at sign-up (with the company code, if any),
 * and how the member signs in; null for others and unknown ids.
 */
export async function getBusinessSignup(db: AccountDb, userId: number): Promise<BusinessSignupDetails | null> {
  const user = await db.user.findUnique({
    where: { id: BigInt(userId) },
    select: { id: true, email: true, userType: true, provider: true, fullName: true, phone: true, businessSignup: true },
  });
  if (!user) return null;
  const userType = toUserType(user.userType);
  if (userType === 'individual') return null;
  const stored = ZStored.safeParse(user.businessSignup ?? {});
  const given = stored.success ? stored.data : {};
  return {
    userId: Number(user.id),
    userType,
    email: user.email,
    companyName: given.companyName ?? '',
    managerName: given.managerName ?? user.fullName,
    phoneNumber: given.phoneNumber ?? user.phone ?? '',
    landlineNumber: given.landlineNumber ?? null,
    province: given.province ?? null,
    city: given.city ?? null,
    detailAddress: given.detailAddress ?? null,
    businessRegistrationNumber: given.businessRegistrationNumber ?? null,
    specializationCode: given.specializationCode ?? null,
    mainBusiness: given.mainBusiness ?? null,
    companyCode: given.companyCode ?? null,
    provider: user.provider,
  };
}
