import { AUTH_ERRORS } from '@phjobs/contracts/messages';
import { HttpError, unauthorized } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../../data/db.ts';
import { verifyPassword } from '../password-hash.ts';
import { consumeProof } from '../verification/consume-proof.ts';
import { issueCertifyToken } from '../verification/issue-certify-token.ts';

/**
 * Step 1 of member-info edit, password change and withdrawal: the member re-enters the password (a wrong one is the
 * login's 401 'Your login information is incorrect.'), or a member without a password proves the
 * e-mail with a code (purpose 'identity'). Answers a certify token for step 2.
 */
export async function verifyIdentity(
  db: AccountDb,
  userId: number,
  proof: { password: string } | { emailVerificationToken: string },
): Promise<{ certifyToken: string; expiresIn: number }> {
  const user = await db.user.findUnique({ where: { id: BigInt(userId) }, select: { email: true, withdrawnAt: true, credential: { select: { passwordHash: true } } } });
  if (!user || user.withdrawnAt) throw unauthorized();
  if ('password' in proof) {
    if (!(await verifyPassword(user.credential?.passwordHash, proof.password))) throw new HttpError(401, AUTH_ERRORS.invalidLogin.code, AUTH_ERRORS.invalidLogin.message);
    return db.$transaction((tx) => issueCertifyToken(tx, userId));
  }
  return db.$transaction(async (tx) => {
    await consumeProof(tx, { token: proof.emailVerificationToken, channel: 'email', target: user.email, purposes: ['identity'], field: 'emailVerificationToken' });
    return issueCertifyToken(tx, userId);
  });
}
