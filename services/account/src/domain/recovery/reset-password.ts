import { HttpError } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../../data/db.ts';
import { hashPassword } from '../password-hash.ts';
import { consumeProof } from '../verification/consume-proof.ts';

/**
 * Forgot password step 2: the proof of the reset code (sent to the member's e-mail) sets a new
 * password, and every session of the member ends (all refresh tokens revoked).
 */
export async function resetPassword(db: AccountDb, verificationToken: string, password: string, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const proof = await consumeProof(tx, { token: verificationToken, channel: 'email', target: null, purposes: ['password-reset'], field: 'verificationToken' }, now);
    const user = await tx.user.findUnique({ where: { email: proof.target }, select: { id: true, withdrawnAt: true } });
    if (!user || user.withdrawnAt) throw new HttpError(404, 'not-found', 'No such member.');
    await tx.credential.upsert({ where: { userId: user.id }, create: { userId: user.id, passwordHash }, update: { passwordHash } });
    await tx.refreshToken.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } });
  });
}
