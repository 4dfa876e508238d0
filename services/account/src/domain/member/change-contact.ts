import { normalizePhone } from '@phjobs/contracts/account';
import type { ContactChangeRequest } from '@phjobs/contracts/company-info';
import { notFound } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../../data/db.ts';
import { consumeProof } from '../verification/consume-proof.ts';

/**
 * POST /internal/users/:id/contact-change (services/employer: member information and a master's
 * branch edit). In one transaction: spends the member's identity check (certifyToken, when given)
 * and, when a phone is given, the proof that this phone was verified by SMS code (a missing or
 * spent proof: 400 fields.phoneVerificationToken); then stores the phone as the member's phone and
 * as the sign-up phone, so that 'Forgot Email' finds the member by the new number (and no longer by
 * the old one). A failed proof leaves every proof usable and nothing changed. 404 for unknown and
 * withdrawn members.
 */
export async function changeContact(db: AccountDb, userId: number, change: ContactChangeRequest, now = new Date()): Promise<void> {
  const user = Number.isSafeInteger(userId) && userId > 0 ? await db.user.findUnique({ where: { id: BigInt(userId) }, select: { id: true, withdrawnAt: true } }) : null;
  if (!user || user.withdrawnAt) throw notFound('No such member.');
  await db.$transaction(async (tx) => {
    if (change.certifyToken !== undefined) {
      await consumeProof(tx, { token: change.certifyToken, channel: 'certify', target: String(userId), purposes: ['identity'], field: 'certifyToken' }, now);
    }
    if (change.phoneNumber === undefined) return;
    const phone = normalizePhone(change.phoneNumber);
    await consumeProof(tx, { token: change.phoneVerificationToken ?? '', channel: 'sms', target: phone, purposes: ['phone'], field: 'phoneVerificationToken' }, now);
    await tx.$executeRawUnsafe(
      `UPDATE "user" SET phone = $2,
              business_signup = CASE WHEN business_signup IS NULL THEN NULL ELSE jsonb_set(business_signup, '{phoneNumber}', to_jsonb($2::text)) END
        WHERE id = $1::bigint`,
      user.id,
      phone,
    );
  });
}
