import type { IndividualMyPageResponse } from '@phjobs/contracts/account';
import type { AccountDb } from '../../data/db.ts';
import type { SeekerCounts } from '../../clients/seeker-counts.ts';
import { loadIndividual, toUserInfo } from './individual-record.ts';

/** GET /api/individual/myPage: the profile (ours) and the counts (talent's and jobs'). */
export async function getMyPage(db: AccountDb, counts: SeekerCounts, userId: number): Promise<IndividualMyPageResponse> {
  const info = toUserInfo(await loadIndividual(db, userId));
  const { resumeCount, applicationCount, scrapCount } = await counts.counts(userId);
  return {
    fullName: info.fullName,
    photoKey: info.photoKey,
    resumeCount,
    applicationCount,
    scrapCount,
    genderCode: info.genderCode,
    birthDate: info.birthDate,
    address: info.address,
    phoneNumber: info.phoneNumber,
    email: info.email,
  };
}
