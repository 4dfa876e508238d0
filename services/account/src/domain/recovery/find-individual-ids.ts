import { maskEmail, normalizePhone } from '@phjobs/contracts/account';
import type { AccountDb } from '../../data/db.ts';

/**
 * Forgot ID: individual members (not withdrawn) with this full name (any letter case) whose phone
 * is this number in any notation. Their e-mails, partly masked, newest account first.
 */
export async function findIndividualIds(db: AccountDb, fullName: string, phoneNumber: string): Promise<{ email: string; createdAt: string }[]> {
  const phone = normalizePhone(phoneNumber);
  const candidates = await db.user.findMany({
    where: { userType: 'individual', withdrawnAt: null, fullName: { equals: fullName.trim(), mode: 'insensitive' }, phone: { not: null } },
    select: { email: true, phone: true, createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: 50,
  });
  return candidates
    .filter((user) => user.phone !== null && normalizePhone(user.phone) === phone)
    .map((user) => ({ email: maskEmail(user.email), createdAt: user.createdAt.toISOString() }));
}
