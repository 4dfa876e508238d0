import type { InvitationCode } from '@phjobs/contracts/branches';
import type { Principal } from '@phjobs/service-kit/auth';
import type { AccountClient } from '../../clients/account.ts';
import { companyStore } from '../../data/companies.ts';
import type { EmployerDb } from '../../data/db.ts';
import { currentInvitationCode, regenerateInvitationCode } from '../../data/invitation-codes.ts';
import { ensureCompany } from '../ensure-company.ts';

/** GET /api/master/invitationCode: the master's current code, made on first use (its profile too). */
export async function getInvitationCode({ db, account }: { db: EmployerDb; account: Pick<AccountClient, 'businessSignup'> }, principal: Principal): Promise<InvitationCode> {
  await ensureCompany(companyStore(db), account, principal);
  return { companyCode: await currentInvitationCode(db, BigInt(principal.userId)) };
}

/** POST /api/master/invitationCode: a new code; the old one stops working, branches that joined stay. */
export async function newInvitationCode({ db, account }: { db: EmployerDb; account: Pick<AccountClient, 'businessSignup'> }, principal: Principal): Promise<InvitationCode> {
  await ensureCompany(companyStore(db), account, principal);
  return { companyCode: await regenerateInvitationCode(db, BigInt(principal.userId)) };
}
