/**
 * account.user.withdrawn: what employer keeps about a company member who left. The profile row
 * stays (ads, offers and reviews elsewhere name its id) but loses everything personal: manager
 * name, email, phone, landline, detail address, business registration number and logo; its name
 * becomes WITHDRAWN_COMPANY_NAME. Branches of a withdrawn master are detached (master_id null) and
 * its invitation code is dropped; a withdrawn branch leaves its master. Each detachment writes
 * employer.company.master_changed (masterId null). Other members' events find no profile and change nothing. Runs in the consumer's transaction;
 * running it twice changes nothing more.
 */
import type { EventPayloads } from '@phjobs/contracts/events';
import type { Prisma } from '../generated/prisma/client.ts';
import { leaveMaster } from './company-profile.ts';
import { dropInvitationCode } from './invitation-codes.ts';

export const WITHDRAWN_COMPANY_NAME = 'Withdrawn company';

export type ErasedCompany = { profiles: number; branchesDetached: number };

export async function eraseCompany(tx: Prisma.TransactionClient, payload: Pick<EventPayloads['account.user.withdrawn'], 'userId'>, now = new Date()): Promise<ErasedCompany> {
  if (!/^\d{1,18}$/.test(payload.userId)) return { profiles: 0, branchesDetached: 0 };
  const id = BigInt(payload.userId);
  const linked = await tx.company.findMany({ where: { OR: [{ masterId: id }, { id, masterId: { not: null } }] }, select: { id: true }, orderBy: { id: 'asc' } });
  await leaveMaster(tx, linked.map((row) => row.id), now);
  await dropInvitationCode(tx, id);
  const branches = { count: linked.filter((row) => row.id !== id).length };
  const profiles = await tx.company.updateMany({
    where: { id },
    data: {
      companyName: WITHDRAWN_COMPANY_NAME,
      managerName: '',
      email: '',
      phone: '',
      landline: null,
      detailAddress: null,
      businessRegistrationNumber: null,
      logoKey: null,
    },
  });
  return { profiles: profiles.count, branchesDetached: branches.count };
}
