import type { EmployerMemberInfo } from '@phjobs/contracts/company-info';
import type { Principal } from '@phjobs/service-kit/auth';
import type { AccountClient } from '../../clients/account.ts';
import { permitOf, type ProfileRow } from '../../data/company-profile.ts';
import type { EmployerDb } from '../../data/db.ts';
import { currentInvitationCode } from '../../data/invitation-codes.ts';
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
export const companyCodeOf = async (db: EmployerDb, row: ProfileRow, userType: EmployerMemberInfo['userType']): Promise<string | null> =>
  userType === 'master.company' ? currentInvitationCode(db, row.id) : row.masterId === null ? null : row.joinCode;

const businessType = (principal: Principal): EmployerMemberInfo['userType'] => (principal.userType === 'master.company' ? 'master.company' : 'company');

/** GET /api/employer/memberInfo: the signed-in company's (or master's) member information, provider and permit. */
export async function getMemberInfo({ db, account }: { db: EmployerDb; account: Pick<AccountClient, 'businessSignup'> }, principal: Principal): Promise<EmployerMemberInfo> {
  const { row, signup } = await loadOwnProfile(db, account, principal);
  const userType = businessType(principal);
  return toMemberInfo(row, userType, signup?.provider ?? 'password', await companyCodeOf(db, row, userType));
}

export { businessType };
