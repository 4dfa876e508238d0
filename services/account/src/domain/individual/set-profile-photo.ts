import type { AccountDb } from '../../data/db.ts';
import { loadIndividual } from './individual-record.ts';

/** Sets (a storage key) or removes (null) the member's profile photo. */
export async function setProfilePhoto(db: AccountDb, userId: number, photoKey: string | null): Promise<{ photoKey: string | null }> {
  const user = await loadIndividual(db, userId);
  await db.individualProfile.upsert({ where: { userId: user.id }, create: { userId: user.id, photoKey }, update: { photoKey } });
  return { photoKey };
}
