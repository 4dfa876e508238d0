import { ACCOUNT_ERRORS } from '@phjobs/contracts/messages';
import { conflict, unauthorized } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../../data/db.ts';
import { hashPassword } from '../password-hash.ts';
import { consumeProof } from '../verification/consume-proof.ts';

/** Step 2 of password change: only for members whose provider is 'password'; every session ends. */
export async function changePassword(db: AccountDb, userId: number, certifyToken: string, password: string, now = new Date()): Promise<void> {
  const user = await db.user.findUnique({ where: { id: BigInt(userId) }, select: { id: true, provider: true, withdrawnAt: true } });
  if (!user || user.withdrawnAt) throw unauthorized();
  if (user.provider !== 'password') throw conflict(ACCOUNT_ERRORS.noPassword.code, ACCOUNT_ERRORS.noPassword.message);
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    await consumeProof(tx, { token: certifyToken, channel: 'certify', target: String(userId), purposes: ['identity'], field: 'certifyToken' }, now);
    await tx.credential.upsert({ where: { userId: user.id }, create: { userId: user.id, passwordHash }, update: { passwordHash } });
    await tx.refreshToken.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } });
  });
}
