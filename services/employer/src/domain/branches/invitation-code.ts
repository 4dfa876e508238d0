import type { InvitationCode } from '@phjobs/contracts/branches';
import type { Principal } from '@phjobs/service-kit/auth';
import type { AccountClient } from '../../clients/account.ts';
import type { ProfileStore } from '../company-profile.ts';
import { loadOwnProfile } from '../member-info/profile.ts';

type Deps = { profiles: ProfileStore; account: Pick<AccountClient, 'businessSignup'> };

/** GET /api/master/invitationCode: the master's current code, made on first use (its profile too). */
export async function getInvitationCode({ profiles, account }: Deps, principal: Principal): Promise<InvitationCode> {
  const { row } = await loadOwnProfile(profiles, account, principal);
  return { companyCode: await profiles.currentCode(row.id) };
}

/** POST /api/master/invitationCode: a new code; the old one stops working, branches that joined stay. */
export async function newInvitationCode({ profiles, account }: Deps, principal: Principal): Promise<InvitationCode> {
  const { row } = await loadOwnProfile(profiles, account, principal);
  return { companyCode: await profiles.regenerateCode(row.id) };
}
