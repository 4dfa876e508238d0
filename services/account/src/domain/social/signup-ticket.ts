import { SOCIAL_TICKET_TTL_SECONDS } from '@phjobs/contracts/account';
import { type SocialProvider } from '@phjobs/contracts/auth';
import { SOCIAL_TICKET_MESSAGE } from '@phjobs/contracts/messages';
import { HttpError } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../../data/db.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { newOpaqueToken, sha256 } from '../secrets.ts';

const invalidTicket = () => new HttpError(400, 'auth/invalid-social-ticket', SOCIAL_TICKET_MESSAGE, { token: SOCIAL_TICKET_MESSAGE });

export type SocialTicket = { provider: SocialProvider; subject: string; email: string; fullName: string | null };

/** After a callback for someone new: a ticket for social sign-up (30 minutes, single use). */
export async function issueSocialTicket(db: AccountDb, ticket: SocialTicket, now = new Date()): Promise<string> {
  const token = newOpaqueToken();
  await db.socialSignupTicket.create({
    data: { tokenHash: sha256(token), ...ticket, createdAt: now, expiresAt: new Date(now.getTime() + SOCIAL_TICKET_TTL_SECONDS * 1000) },
  });
  return token;
}

/** A live ticket for this provider, or a 400 on `token`. */
export async function readSocialTicket(db: AccountDb, token: string, provider: SocialProvider, now = new Date()): Promise<SocialTicket> {
  const row = await db.socialSignupTicket.findUnique({ where: { tokenHash: sha256(token) }, select: { provider: true, subject: true, email: true, fullName: true, expiresAt: true, usedAt: true } });
  if (!row || row.usedAt || row.expiresAt <= now || row.provider !== provider) throw invalidTicket();
  return { provider, subject: row.subject, email: row.email, fullName: row.fullName };
}

export async function consumeSocialTicket(tx: Prisma.TransactionClient, token: string, now = new Date()): Promise<void> {
  const used = await tx.socialSignupTicket.updateMany({ where: { tokenHash: sha256(token), usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (used.count !== 1) throw invalidTicket();
}

/** What the provider told, for the social sign-up screen; null when the ticket is not live. */
export async function peekSocialTicket(db: AccountDb, token: string, now = new Date()): Promise<{ provider: string; email: string; fullName: string | null } | null> {
  const row = await db.socialSignupTicket.findUnique({ where: { tokenHash: sha256(token) }, select: { provider: true, email: true, fullName: true, expiresAt: true, usedAt: true } });
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  return { provider: row.provider, email: row.email, fullName: row.fullName };
}
