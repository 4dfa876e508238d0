import { USER_TYPE_OF_LOGIN, type LoginType } from '@phjobs/contracts/auth';
import type { AccountDb } from '../../data/db.ts';
import { toDbUserType } from '../user-type.ts';

/**
 * Forgot password step 0: the member of this type and e-mail (and, for individuals, this full name
 * in any letter case) who logs in with a password and has not withdrawn; null otherwise.
 */
export async function findPasswordMember(db: AccountDb, query: { userType: LoginType; email: string; fullName?: string }): Promise<{ userId: number } | null> {
  const user = await db.user.findUnique({
    where: { email: query.email },
    select: { id: true, userType: true, fullName: true, withdrawnAt: true, credential: { select: { userId: true } } },
  });
  if (!user || user.withdrawnAt || !user.credential) return null;
  if (user.userType !== toDbUserType(USER_TYPE_OF_LOGIN[query.userType])) return null;
  if (query.userType === 'individual' && user.fullName.trim().toLowerCase() !== (query.fullName ?? '').trim().toLowerCase()) return null;
  return { userId: Number(user.id) };
}
