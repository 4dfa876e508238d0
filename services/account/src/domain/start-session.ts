import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_DAYS, type AuthUser, type LoginResponse } from '@phjobs/contracts/auth';
import { signAccessToken } from '@phjobs/service-kit/auth';
import type { AccountDb } from '../data/db.ts';
import { hashRefreshToken, newRefreshToken } from './refresh-token.ts';

export type Session = LoginResponse & { refreshToken: string; refreshExpiresAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The answer to a login or sign-up: an access token and the first refresh token of a new family. */
export async function startSession(db: AccountDb, privateKey: string, user: AuthUser, now = new Date()): Promise<Session> {
  const refreshToken = newRefreshToken();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS);
  const familyId = randomUUID();
  await db.refreshToken.create({
    data: { id: randomUUID(), userId: BigInt(user.userId), tokenHash: hashRefreshToken(refreshToken), familyId, expiresAt: refreshExpiresAt },
  });
  return { accessToken: accessTokenFor(privateKey, user, familyId), user, refreshToken, refreshExpiresAt };
}

/** An access token of the session `familyId` (its `sid`: the gateway refuses it once the session ends). */
export const accessTokenFor = (privateKey: string, user: AuthUser, familyId: string): string =>
  signAccessToken(privateKey, { userId: String(user.userId), userType: user.userType, email: user.email }, undefined, familyId);
