import { randomUUID } from 'node:crypto';
import { VERIFICATION } from '@phjobs/contracts/account';
import type { Prisma } from '../../generated/prisma/client.ts';
import { newOpaqueToken, sha256 } from '../secrets.ts';

/**
 * The answer of an identity check: a certify token (10 minutes, single use) for the member-info
 * edit, password change or withdrawal that follows. Kept as an already verified row of `verification`.
 */
export async function issueCertifyToken(tx: Prisma.TransactionClient, userId: number, now = new Date()): Promise<{ certifyToken: string; expiresIn: number }> {
  const certifyToken = newOpaqueToken();
  const until = new Date(now.getTime() + VERIFICATION.certifyTtlSeconds * 1000);
  await tx.verification.create({
    data: {
      id: randomUUID(),
      channel: 'certify',
      purpose: 'identity',
      target: String(userId),
      userId: BigInt(userId),
      createdAt: now,
      expiresAt: until,
      verifiedAt: now,
      tokenHash: sha256(certifyToken),
      tokenExpiresAt: until,
    },
  });
  return { certifyToken, expiresIn: VERIFICATION.certifyTtlSeconds };
}
