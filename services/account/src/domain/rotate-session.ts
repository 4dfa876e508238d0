import { randomUUID } from 'node:crypto';
import { AUTH_ERRORS } from '@phjobs/contracts/messages';
import { HttpError } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../data/db.ts';
import { hashRefreshToken, newRefreshToken } from './refresh-token.ts';
import { accessTokenFor, type Session } from './start-session.ts';
import { toUserType } from './user-type.ts';

const invalidRefresh = () => new HttpError(401, AUTH_ERRORS.invalidRefresh.code, AUTH_ERRORS.invalidRefresh.message);

/**
 * Refresh-token rotation: the presented token is revoked and replaced by a new one of the same
 * family. A token presented again after it was rotated (stolen, or replayed) revokes the whole
 * family, so that whoever holds the newest token is logged out too.
 */
export async function rotateSession(db: AccountDb, privateKey: string, presented: string | undefined, now = new Date()): Promise<Session> {
  if (!presented) throw invalidRefresh();
  const token = await db.refreshToken.findUnique({
    where: { tokenHash: hashRefreshToken(presented) },
    select: {
      id: true,
      familyId: true,
      expiresAt: true,
      revokedAt: true,
      user: { select: { id: true, email: true, userType: true, fullName: true, withdrawnAt: true } },
    },
  });
  if (!token) throw invalidRefresh();
  if (token.revokedAt) {
    await revokeFamily(db, token.familyId, now);
    throw invalidRefresh();
  }
  if (token.expiresAt <= now || token.user.withdrawnAt) throw invalidRefresh();

  const refreshToken = newRefreshToken();
  const nextId = randomUUID();
  const rotated = await db.$transaction(async (tx) => {
    // Only one of two racing refreshes with the same token wins; the loser counts as a reuse.
    const { count } = await tx.refreshToken.updateMany({ where: { id: token.id, revokedAt: null }, data: { revokedAt: now, replacedBy: nextId } });
    if (count === 0) return false;
    await tx.refreshToken.create({
      data: { id: nextId, userId: token.user.id, tokenHash: hashRefreshToken(refreshToken), familyId: token.familyId, expiresAt: token.expiresAt },
    });
    return true;
  });
  if (!rotated) {
    await revokeFamily(db, token.familyId, now);
    throw invalidRefresh();
  }
  const user = { userId: Number(token.user.id), userType: toUserType(token.user.userType), email: token.user.email, fullName: token.user.fullName };
  return { accessToken: accessTokenFor(privateKey, user, token.familyId), user, refreshToken, refreshExpiresAt: token.expiresAt };
}

export async function revokeFamily(db: AccountDb, familyId: string, now = new Date()): Promise<void> {
  await db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: now } });
}
