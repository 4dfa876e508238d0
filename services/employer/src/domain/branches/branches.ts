import type { BranchDetail, BranchesQuery, BranchesResponse, BranchInfo, ZUpdateBranchRequest } from '@phjobs/contracts/branches';
import { PHONE_NOT_VERIFIED_MESSAGE } from '@phjobs/contracts/company-info';
import { fileKeyOwner } from '@phjobs/contracts/media';
import type { Principal } from '@phjobs/service-kit/auth';
import { badRequest, HttpError, notFound } from '@phjobs/service-kit/errors';
import type { z } from 'zod';
import type { AccountClient } from '../../clients/account.ts';
import type { JobsClient } from '../../clients/jobs.ts';
import type { ProfileChange, ProfileRow, ProfileStore } from '../company-profile.ts';
import { mustFind } from '../member-info/profile.ts';
import { phoneChanged } from '../member-info/update-member-info.ts';

const NOT_MY_BRANCH = 'Not one of your branches.';
const LOGO_NOT_OURS = 'logoKey is not an upload of this company.';

export type UpdateBranch = z.output<typeof ZUpdateBranchRequest>;

/** GET /api/master/branches: the master's branches, newest join first. */
export async function listBranches(profiles: ProfileStore, principal: Principal, query: BranchesQuery): Promise<BranchesResponse> {
  const { rows, count: resultListCount } = await profiles.branches(BigInt(principal.userId), { skip: (query.pageNo - 1) * query.pageUnit, take: query.pageUnit });
  return {
    list: rows.map((r) => ({
      employerId: Number(r.id),
      companyName: r.companyName,
      managerName: r.managerName,
      logoKey: r.logoKey,
      province: r.province,
      city: r.city,
      joinedAt: (r.joinedAt ?? r.createdAt).toISOString(),
    })),
    resultListCount,
  };
}

/** One of the master's branches; another master's, a non-branch or an unknown id: 404. */
async function ownBranch(profiles: ProfileStore, principal: Principal, employerId: string): Promise<ProfileRow> {
  const row = await profiles.find(BigInt(employerId));
  if (!row || row.masterId === null || row.masterId !== BigInt(principal.userId)) throw notFound(NOT_MY_BRANCH);
  return row;
}

const branchInfoOf = (row: ProfileRow): BranchInfo => ({
  companyName: row.companyName,
  phoneNumber: row.phone,
  landlineNumber: row.landline,
  province: row.province,
  city: row.city,
  detailAddress: row.detailAddress,
  businessRegistrationNumber: row.businessRegistrationNumber,
  specializationCode: row.specializationCode,
  statusCode: row.permitStatusCode,
  logoKey: row.logoKey,
  mainBusiness: row.mainBusiness,
  email: row.email,
  managerName: row.managerName,
});

async function detailOf(jobs: JobsClient, row: ProfileRow): Promise<BranchDetail> {
  const counts = await jobs.branchCounts(Number(row.id));
  return { employerId: Number(row.id), branchInfo: branchInfoOf(row), ...counts };
}

/** GET /api/master/branch/{employerId}: the branch's information and its counts (services/jobs). */
export async function getBranch({ profiles, jobs }: { profiles: ProfileStore; jobs: JobsClient }, principal: Principal, employerId: string): Promise<BranchDetail> {
  return detailOf(jobs, await ownBranch(profiles, principal, employerId));
}

/**
 * PUT /api/master/branch/{employerId}: the 'Branch information' form. Checked before anything is
 * written: a changed phone needs its proof (400 fields.phoneVerify), a new logo must be an upload of
 * the master or the branch. Then one transaction: the profile, employer.company.logo_changed when the
 * logo changed, and, last, services/account spends the phone proof and stores the branch member's
 * new phone (no identity check: the master is not the branch's member); its refusal rolls back.
 */
export async function updateBranch(
  { profiles, jobs, account, now }: { profiles: ProfileStore; jobs: JobsClient; account: Pick<AccountClient, 'contactChange'>; now: () => Date },
  principal: Principal,
  employerId: string,
  body: UpdateBranch,
): Promise<BranchDetail> {
  const row = await ownBranch(profiles, principal, employerId);
  const newPhone = phoneChanged(row.phone, body.phoneNumber);
  if (newPhone && !body.phoneVerificationToken) throw badRequest(PHONE_NOT_VERIFIED_MESSAGE, { phoneVerify: PHONE_NOT_VERIFIED_MESSAGE });
  const logoKey = body.logoKey === undefined || body.logoKey === row.logoKey ? undefined : body.logoKey;
  if (logoKey) {
    const owner = fileKeyOwner(logoKey);
    const project = logoKey.split('/')[0] ?? '';
    if ((owner !== principal.userId && owner !== row.id.toString()) || !['logo', 'company'].includes(project)) throw badRequest(LOGO_NOT_OURS, { logoKey: LOGO_NOT_OURS });
  }
  const change: ProfileChange = {
    managerName: body.managerName,
    phone: newPhone ? body.phoneNumber : undefined,
    province: body.province,
    city: body.city,
    detailAddress: body.detailAddress,
    specializationCode: body.specializationCode,
    businessRegistrationNumber: body.businessRegistrationNumber,
    mainBusiness: body.mainBusiness,
    logoKey,
  };
  const at = now();
  await profiles.save(row.id, change, { logoChanged: logoKey !== undefined }, at, async () => {
    if (!newPhone) return;
    await account.contactChange(Number(row.id), { phoneNumber: body.phoneNumber, phoneVerificationToken: body.phoneVerificationToken }).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 400 && error.fields?.phoneVerificationToken) throw badRequest(PHONE_NOT_VERIFIED_MESSAGE, { phoneVerify: PHONE_NOT_VERIFIED_MESSAGE });
      throw error;
    });
  });
  return detailOf(jobs, await mustFind(profiles, row.id));
}
