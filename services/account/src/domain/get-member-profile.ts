import type { MemberProfile } from '@phjobs/contracts/applications';
import type { AccountDb } from '../data/db.ts';
import { toUserType } from './user-type.ts';

export type InternalMemberProfile = MemberProfile & { address: string | null; photoKey: string | null };

/**
 * Who a member is, for other services (jobs' apply screen, talent's resume view): GET
 * /internal/users/:id/profile. Null for unknown and withdrawn members. Company members have no
 * individual profile: their gender, birth date, address and photo are null.
 */
export async function getMemberProfile(db: AccountDb, userId: number): Promise<InternalMemberProfile | null> {
  const user = await db.user.findUnique({
    where: { id: BigInt(userId) },
    select: {
      id: true,
      email: true,
      userType: true,
      fullName: true,
      phone: true,
      withdrawnAt: true,
      individualProfile: { select: { genderCode: true, birthDate: true, address: true, photoKey: true } },
    },
  });
  if (!user || user.withdrawnAt) return null;
  const p = user.individualProfile;
  return {
    userId: Number(user.id),
    userType: toUserType(user.userType),
    fullName: user.fullName,
    email: user.email,
    genderCode: p?.genderCode ?? null,
    birthDate: p?.birthDate ? p.birthDate.toISOString().slice(0, 10) : null,
    phoneNumber: user.phone,
    address: p?.address ?? null,
    photoKey: p?.photoKey ?? null,
  };
}
