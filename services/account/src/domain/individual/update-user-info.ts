import { normalizePhone, type IndividualUserInfo, type ZUpdateIndividualUserInfoRequest } from '@phjobs/contracts/account';
import type { z } from 'zod';
import type { AccountDb } from '../../data/db.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { consumeProof } from '../verification/consume-proof.ts';
import { INDIVIDUAL_SELECT, loadIndividual, toUserInfo } from './individual-record.ts';

export type UserInfoChange = z.output<typeof ZUpdateIndividualUserInfoRequest>;

/**
 * Step 2 of member-info edit (step 1: verifyIdentity): the certify token is used up with the
 * change, in one transaction, so a failed save leaves it usable. Fields left out stay, null
 * clears. A phone number that differs from the stored one (in any notation) needs the proof of its
 * SMS verification, used up here too.
 */
export async function updateUserInfo(db: AccountDb, userId: number, change: UserInfoChange): Promise<IndividualUserInfo> {
  const current = await loadIndividual(db, userId);
  const phoneChanged = change.phoneNumber !== undefined && (current.phone === null || normalizePhone(current.phone) !== normalizePhone(change.phoneNumber));
  const profile: Prisma.IndividualProfileUncheckedUpdateInput = {};
  if (change.genderCode !== undefined) profile.genderCode = change.genderCode;
  if (change.birthDate !== undefined) profile.birthDate = change.birthDate === null ? null : new Date(`${change.birthDate}T00:00:00Z`);
  if (change.address !== undefined) profile.address = change.address;
  if (change.region?.province !== undefined) profile.province = change.region.province;
  if (change.region?.city !== undefined) profile.city = change.region.city;
  if (change.isNewcomer !== undefined) profile.isNewcomer = change.isNewcomer;
  if (change.experienceDetail !== undefined) profile.experienceDetail = change.experienceDetail;
  if (change.education !== undefined) profile.education = change.education;
  if (change.industry !== undefined) profile.industry = change.industry;
  if (change.position !== undefined) profile.position = change.position;
  if (change.skills !== undefined) profile.skills = change.skills;
  if (change.empType !== undefined) profile.empType = Array.isArray(change.empType) ? change.empType : [change.empType];
  if (change.salary !== undefined) {
    profile.salaryType = change.salary.salaryType;
    profile.salary = change.salary.salary ?? null;
  }
  if (change.alarmEmail !== undefined) profile.alarmEmail = change.alarmEmail;

  const updated = await db.$transaction(async (tx) => {
    await consumeProof(tx, { token: change.certifyToken, channel: 'certify', target: String(userId), purposes: ['identity'], field: 'certifyToken' });
    if (phoneChanged && change.phoneNumber !== undefined) {
      await consumeProof(tx, {
        token: change.phoneVerificationToken ?? '',
        channel: 'sms',
        target: normalizePhone(change.phoneNumber),
        purposes: ['phone'],
        field: 'phoneVerificationToken',
      });
    }
    const { id } = current;
    await tx.individualProfile.upsert({ where: { userId: id }, create: { userId: id }, update: {} });
    await tx.individualProfile.update({ where: { userId: id }, data: profile });
    return tx.user.update({
      where: { id },
      data: { ...(change.fullName === undefined ? {} : { fullName: change.fullName }), ...(phoneChanged ? { phone: change.phoneNumber } : {}) },
      select: INDIVIDUAL_SELECT,
    });
  });
  return toUserInfo(updated);
}
