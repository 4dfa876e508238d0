import type { BusinessSignupDetails } from '@phjobs/contracts/auth';
import type { Principal } from '@phjobs/service-kit/auth';
import type { AccountClient } from '../../clients/account.ts';
import { companyStore } from '../../data/companies.ts';
import { findProfile, type ProfileRow } from '../../data/company-profile.ts';
import type { EmployerDb } from '../../data/db.ts';
import { companyFromSignup } from '../ensure-company.ts';

/**
 * The signed-in business member's full profile row and what services/account says of the member
 * (the sign-in provider), asked once. A first use makes the row from the sign-up details, as the
 * my-page does (ensure-company.ts).
 */
export async function loadOwnProfile(db: EmployerDb, account: Pick<AccountClient, 'businessSignup'>, principal: Principal): Promise<{ row: ProfileRow; signup: BusinessSignupDetails | null }> {
  const id = BigInt(principal.userId);
  const signup = await account.businessSignup(Number(principal.userId));
  const row = await findProfile(db, id);
  if (row) return { row, signup };
  await companyStore(db).insertOnce(companyFromSignup(principal, signup));
  const made = await findProfile(db, id);
  if (!made) throw new Error(`employer: the profile of company ${id} was not made.`);
  return { row: made, signup };
}
