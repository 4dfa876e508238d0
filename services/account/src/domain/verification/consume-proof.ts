import { VERIFICATION_ERRORS } from '@phjobs/contracts/messages';
import { HttpError } from '@phjobs/service-kit/errors';
import type { Prisma } from '../../generated/prisma/client.ts';
import { sha256 } from '../secrets.ts';

export type Proof = {
  token: string;
  /** 'certify': an identity check (re-entered password, or a proven e-mail) of a signed-in member. */
  channel: 'email' | 'sms' | 'certify';
  /** Required unless the proof itself says whose it is (password reset: the e-mail it was sent to). */
  target: string | null;
  purposes: readonly string[];
  /** The request field that carried it, for the 400's fields. */
  field: string;
};

/**
 * Uses up a proof inside the caller's transaction: it must be unexpired, unused, and for this
 * channel, target and purpose. A failed transaction leaves it usable. Otherwise a 400 naming the field.
 */
export async function consumeProof(tx: Prisma.TransactionClient, proof: Proof, now = new Date()): Promise<{ id: string; target: string; userId: bigint | null }> {
  const tokenHash = sha256(proof.token);
  const used = await tx.verification.updateMany({
    where: {
      tokenHash,
      channel: proof.channel,
      ...(proof.target === null ? {} : { target: proof.target }),
      purpose: { in: [...proof.purposes] },
      consumedAt: null,
      tokenExpiresAt: { gt: now },
    },
    data: { consumedAt: now },
  });
  if (used.count !== 1) {
    throw new HttpError(400, VERIFICATION_ERRORS.required.code, VERIFICATION_ERRORS.required.message, { [proof.field]: messageFor(proof.channel) });
  }
  const row = await tx.verification.findUniqueOrThrow({ where: { tokenHash }, select: { id: true, target: true, userId: true } });
  return row;
}

const messageFor = (channel: Proof['channel']) =>
  channel === 'email' ? 'Please verify your e-mail.' : channel === 'sms' ? 'Please verify your phone number.' : 'Please confirm your identity first.';
