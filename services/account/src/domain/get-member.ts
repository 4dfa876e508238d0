import type { AuthUser } from '@phjobs/contracts/auth';
import type { AccountDb } from '../data/db.ts';
import { toUserType } from './user-type.ts';

/** A member who has not withdrawn, or null. */
export async function getMember(db: AccountDb, userId: number): Promise<AuthUser | null> {
  const user = await db.user.findUnique({
    where: { id: BigInt(userId) },
    select: { id: true, email: true, userType: true, fullName: true, withdrawnAt: true },
  });
  if (!user || user.withdrawnAt) return null;
  return { userId: Number(user.id), userType: toUserType(user.userType), email: user.email, fullName: user.fullName };
}
