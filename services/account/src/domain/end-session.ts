import type { AccountDb } from '../data/db.ts';
import { hashRefreshToken } from './refresh-token.ts';
import { revokeFamily } from './rotate-session.ts';

/** Logout: the session (the presented token's whole family) ends. An unknown token is no error. */
export async function endSession(db: AccountDb, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const token = await db.refreshToken.findUnique({ where: { tokenHash: hashRefreshToken(presented) }, select: { familyId: true } });
  if (token) await revokeFamily(db, token.familyId);
}
