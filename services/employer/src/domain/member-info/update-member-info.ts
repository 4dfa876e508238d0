import { normalizePhone } from '@phjobs/contracts/account';
import { normalizeInvitationCode } from '@phjobs/contracts/branches';
import { COMPANY_CODE_MESSAGE, PHONE_NOT_VERIFIED_MESSAGE, type EmployerMemberInfo, type ZUpdateEmployerInfoRequest } from '@phjobs/contracts/company-info';
import type { Principal } from '@phjobs/service-kit/auth';
import { badRequest, HttpError } from '@phjobs/service-kit/errors';
import type { z } from 'zod';
import type { AccountClient } from '../../clients/account.ts';
import type { ProfileChange, ProfileRow, ProfileStore } from '../company-profile.ts';
import { businessType, companyCodeOf, toMemberInfo } from './get-member-info.ts';
import { loadOwnProfile, mustFind } from './profile.ts';

export type UpdateEmployerInfo = z.output<typeof ZUpdateEmployerInfoRequest>;

const invalidCode = () => badRequest(COMPANY_CODE_MESSAGE, { companyCode: COMPANY_CODE_MESSAGE });

/** Whether `phone` (given) differs from the stored one, both in the +63 form. */
export const phoneChanged = (stored: string, given: string | undefined) => given !== undefined && normalizePhone(given) !== normalizePhone(stored);

/**
 * The master a company code makes this company join, or null when nothing changes (no code or an
 * empty one, the code it joined with, its master's current code, a master's own code). Only an
 * independent company joins; a master cannot, nor can a branch move to another master by code
 * (400 fields.companyCode).
 */
async function masterToJoin(profiles: ProfileStore, row: ProfileRow, userType: EmployerMemberInfo['userType'], given: string | undefined): Promise<{ masterId: bigint; code: string } | null> {
  const code = normalizeInvitationCode(given ?? '');
  if (code === '') return null;
  if (row.masterId !== null && code === row.joinCode) return null;
  if (userType === 'master.company' || row.userType === 'master.company') {
    if (code === (await profiles.currentCode(row.id))) return null;
    throw invalidCode();
  }
  const owner = await profiles.codeOwner(code);
  if (!owner || BigInt(owner.masterId) === row.id) throw invalidCode();
  if (row.masterId !== null) {
    if (BigInt(owner.masterId) === row.masterId) return null;
    throw invalidCode();
  }
  return { masterId: BigInt(owner.masterId), code };
}

/** Account's word on a proof, in this form's field names and the spec's message for the phone. */
function inFormTerms(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 400 || !error.fields?.phoneVerificationToken) return error;
  return new HttpError(400, error.code, PHONE_NOT_VERIFIED_MESSAGE, { ...error.fields, phoneVerificationToken: PHONE_NOT_VERIFIED_MESSAGE });
}

/**
 * PUT /api/employer/updateInfo, step 2 of the edit. Everything is checked before anything is
 * written: a changed phone needs its proof (400 fields.phoneVerificationToken), a company code must
 * be a master's current code (400 fields.companyCode). Then, in one transaction of employer's
 * database: the profile, the join (employer.company.master_changed) and, last, services/account
 * spends the identity check and the phone proof and stores the new phone; a refusal there (a proof
 * expired or used: 400 with its field) rolls the profile back, so nothing is half-written.
 */
export async function updateMemberInfo(
  { profiles, account, now }: { profiles: ProfileStore; account: AccountClient; now: () => Date },
  principal: Principal,
  body: UpdateEmployerInfo,
): Promise<EmployerMemberInfo> {
  const { row, signup } = await loadOwnProfile(profiles, account, principal);
  const userType = businessType(principal);
  const newPhone = phoneChanged(row.phone, body.phoneNumber);
  if (newPhone && !body.phoneVerificationToken) throw badRequest(PHONE_NOT_VERIFIED_MESSAGE, { phoneVerificationToken: PHONE_NOT_VERIFIED_MESSAGE });
  const join = await masterToJoin(profiles, row, userType, body.companyCode);

  const change: ProfileChange = {
    managerName: body.managerName,
    phone: newPhone ? body.phoneNumber : undefined,
    landline: body.landlineNumber,
    province: body.province,
    city: body.city,
    detailAddress: body.detailAddress,
    businessRegistrationNumber: body.businessRegistrationNumber,
    specializationCode: body.specializationCode,
    mainBusiness: body.mainBusiness,
  };
  const at = now();
  await profiles.save(row.id, change, join ? { join } : {}, at, () =>
    account
      .contactChange(Number(row.id), { certifyToken: body.certifyToken, ...(newPhone ? { phoneNumber: body.phoneNumber, phoneVerificationToken: body.phoneVerificationToken } : {}) })
      .catch((error: unknown) => {
        throw inFormTerms(error);
      }),
  );
  const updated = await mustFind(profiles, row.id);
  return toMemberInfo(updated, userType, signup?.provider ?? 'password', await companyCodeOf(profiles, updated, userType));
}
