import type { BusinessSignupDetails } from '@phjobs/contracts/auth';
import type { Principal } from '@phjobs/service-kit/auth';
import type { AccountClient } from '../../clients/account.ts';
import type { ProfileRow, ProfileStore } from '../company-profile.ts';
import { companyFromSignup } from '../ensure-company.ts';

/**
 * The signed-in business member's full profile row and what services/account says of the member
 * (the sign-in provider), asked once. A first use makes the row from the sign-up details, as the
 * my-page does (ensure-company.ts).
 */
export async function loadOwnProfile(profiles: ProfileStore, account: Pick<AccountClient, 'businessSignup'>, principal: Principal): Promise<{ row: ProfileRow; signup: BusinessSignupDetails | null }> {
  const id = BigInt(principal.userId);
  const signup = await account.businessSignup(Number(principal.userId));
  const row = await profiles.find(id);
  if (row) return { row, signup };
  await profiles.insertOnce(companyFromSignup(principal, signup));
  return { row: await mustFind(profiles, id), signup };
}

/** The row that was just written. */
export async function mustFind(profiles: ProfileStore, id: bigint): Promise<ProfileRow> {
  const row = await profiles.find(id);
  if (!row) throw new Error(`employer: the profile of company ${id} is missing.`);
  return row;
}
