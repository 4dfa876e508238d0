import { fileKeyOwner } from '@phjobs/contracts/media';
import { badRequest } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../../data/db.ts';
import { loadIndividual } from './individual-record.ts';

const NOT_OURS = 'photoKey is not an upload of yours.';

/**
 * Sets (a storage key) or removes (null) the member's profile photo. Only a key services/media
 * issued to this member (`<project>/<userId>/<name>`) is taken, as the employer's logo: another
 * member's file cannot become one's photo.
 */
export async function setProfilePhoto(db: AccountDb, userId: number, photoKey: string | null): Promise<{ photoKey: string | null }> {
  if (photoKey !== null && fileKeyOwner(photoKey) !== String(userId)) throw badRequest(NOT_OURS, { photoKey: NOT_OURS });
  const user = await loadIndividual(db, userId);
  await db.individualProfile.upsert({ where: { userId: user.id }, create: { userId: user.id, photoKey }, update: { photoKey } });
  return { photoKey };
}
