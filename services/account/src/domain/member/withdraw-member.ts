import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { unauthorized } from '@phjobs/service-kit/errors';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { AccountDb } from '../../data/db.ts';
import { toUserType } from '../user-type.ts';
import { consumeProof } from '../verification/consume-proof.ts';

/** The address a withdrawn member's row keeps, so that the e-mail is free for a new sign-up. */
export const withdrawnEmail = (userId: bigint | number) => `withdrawn.${userId}@withdrawn.invalid`;

/**
 * Step 2 of withdrawal, in one transaction: the certify token is used up; the member is marked
 * withdrawn (no login, refresh, social login or my-page from now on); the password, social logins
 * and sessions go; the e-mail and phone are released (the id stays, other services refer to it);
 * `account.user.withdrawn` goes to the outbox with the e-mail the member had.
 */
export async function withdrawMember(db: AccountDb, userId: number, certifyToken: string, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    await consumeProof(tx, { token: certifyToken, channel: 'certify', target: String(userId), purposes: ['identity'], field: 'certifyToken' }, now);
    const user = await tx.user.findUnique({ where: { id: BigInt(userId) }, select: { id: true, email: true, userType: true, withdrawnAt: true } });
    if (!user || user.withdrawnAt) throw unauthorized();
    await tx.user.update({ where: { id: user.id }, data: { withdrawnAt: now, email: withdrawnEmail(user.id), phone: null } });
    await tx.credential.deleteMany({ where: { userId: user.id } });
    await tx.socialIdentity.deleteMany({ where: { userId: user.id } });
    await tx.refreshToken.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } });
    await writeOutbox(tx, EVENT_SUBJECTS.USER_WITHDRAWN, { userId: String(user.id), email: user.email, userType: toUserType(user.userType) });
  });
}
