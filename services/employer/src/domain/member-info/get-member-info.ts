import type { EmployerMemberInfo } from '@phjobs/contracts/company-info';
import type { Principal } from '@phjobs/service-kit/auth';
import type { AccountClient } from '../../clients/account.ts';
import { permitOf, type ProfileRow, type ProfileStore } from '../company-profile.ts';
import { loadOwnProfile } from './profile.ts';

/** The answer of memberInfo (and updateInfo) from the row. */
export function toMemberInfo(row: ProfileRow, userType: EmployerMemberInfo['userType'], provider: string, companyCode: string | null): EmployerMemberInfo {
  return {
    userType,
    email: row.email,
    provider,
    companyCode,
    companyName: row.companyName,
    managerName: row.managerName,
    logoKey: row.logoKey,
    master: row.master ? { employerId: Number(row.master.id), companyName: row.master.companyName } : null,
    phoneNumber: row.phone,
    landlineNumber: row.landline,
    detailAddress: row.detailAddress,
    city: row.city,
    province: row.province,
    businessRegistrationNumber: row.businessRegistrationNumber,
    specializationCode: row.specializationCode,
    mainBusiness: row.mainBusiness,
    businessPermit: permitOf(row),
  };
}

/** The company code member information shows (branches.ts): a master's own current code, a branch's join code. */
export const companyCodeOf = async (profiles: ProfileStore, row: ProfileRow, userType: EmployerMemberInfo['userType']): Promise<string | null> =>
  userType === 'master.company' ? profiles.currentCode(row.id) : row.masterId === null ? null : row.joinCode;

const businessType = (principal: Principal): EmployerMemberInfo['userType'] => (principal.userType === 'master.company' ? 'master.company' : 'company');

/** GET /api/employer/memberInfo: the signed-in company's (or master's) member information, provider and permit. */
export async function getMemberInfo({ profiles, account }: { profiles: ProfileStore; account: Pick<AccountClient, 'businessSignup'> }, principal: Principal): Promise<EmployerMemberInfo> {
  const { row, signup } = await loadOwnProfile(profiles, account, principal);
  const userType = businessType(principal);
  return toMemberInfo(row, userType, signup?.provider ?? 'password', await companyCodeOf(profiles, row, userType));
}

export { businessType };
