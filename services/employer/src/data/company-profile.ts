/**
 * The company profile rows for member information, branches, permits and invitation codes
 * (domain/company-profile.ts ProfileStore): every write that others must hear of writes its event
 * in the same transaction.
 */
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { ProfileStore, StoredPermit } from '../domain/company-profile.ts';
import { dateToDay } from '../domain/manila-day.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { EmployerDb } from './db.ts';
import { currentInvitationCode, invitationCodeOwner, regenerateInvitationCode } from './invitation-codes.ts';

export const PROFILE_SELECT = {
  id: true,
  userType: true,
  email: true,
  companyName: true,
  managerName: true,
  logoKey: true,
  phone: true,
  landline: true,
  province: true,
  city: true,
  detailAddress: true,
  businessRegistrationNumber: true,
  specializationCode: true,
  mainBusiness: true,
  permitStatusCode: true,
  permitValidFrom: true,
  permitValidTo: true,
  permitDocumentKey: true,
  permitCertifiedAt: true,
  masterId: true,
  joinedAt: true,
  joinCode: true,
  master: { select: { id: true, companyName: true } },
} as const satisfies Prisma.CompanySelect;

export function profileStore(db: EmployerDb): ProfileStore {
  return {
    find: (id) => db.company.findUnique({ where: { id }, select: PROFILE_SELECT }),
    async insertOnce(row) {
      await db.company.createMany({ data: [row], skipDuplicates: true });
    },
    async save(id, change, { join, logoChanged }, at, last) {
      await db.$transaction(async (tx) => {
        await tx.company.update({ where: { id }, data: change });
        if (join) await joinMaster(tx, id, join.masterId, join.code, at);
        if (logoChanged) await writeOutbox(tx, EVENT_SUBJECTS.COMPANY_LOGO_CHANGED, { companyId: id.toString(), logoKey: change.logoKey ?? null, changedAt: at.toISOString() });
        await last();
      });
    },
    async savePermit(id, permit, at) {
      await db.$transaction((tx) => storePermit(tx, id, permit, at));
    },
    async branches(masterId, { skip, take }) {
      const where = { masterId };
      const [rows, count] = await Promise.all([
        db.company.findMany({
          where,
          orderBy: [{ joinedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
          skip,
          take,
          select: { id: true, companyName: true, managerName: true, logoKey: true, province: true, city: true, joinedAt: true, createdAt: true },
        }),
        db.company.count({ where }),
      ]);
      return { rows, count };
    },
    currentCode: (masterId) => currentInvitationCode(db, masterId),
    regenerateCode: (masterId) => regenerateInvitationCode(db, masterId),
    codeOwner: (code) => invitationCodeOwner(db, code),
  };
}

/** Links a company to a master (a branch joins): the row and employer.company.master_changed, in the caller's transaction. */
export async function joinMaster(tx: Prisma.TransactionClient, companyId: bigint, masterId: bigint, code: string, now: Date): Promise<void> {
  await tx.company.update({ where: { id: companyId }, data: { masterId, joinedAt: now, joinCode: code } });
  await writeOutbox(tx, EVENT_SUBJECTS.COMPANY_MASTER_CHANGED, { companyId: companyId.toString(), masterId: masterId.toString(), changedAt: now.toISOString() });
}

/** Unlinks branches from their master, each with employer.company.master_changed (masterId null). */
export async function leaveMaster(tx: Prisma.TransactionClient, companyIds: readonly bigint[], now: Date): Promise<void> {
  if (companyIds.length === 0) return;
  await tx.company.updateMany({ where: { id: { in: [...companyIds] } }, data: { masterId: null, joinedAt: null, joinCode: null } });
  for (const id of companyIds) {
    await writeOutbox(tx, EVENT_SUBJECTS.COMPANY_MASTER_CHANGED, { companyId: id.toString(), masterId: null, changedAt: now.toISOString() });
  }
}

/** The permit as reviewed, with employer.company.permit_changed, in the caller's transaction. */
export async function storePermit(tx: Prisma.TransactionClient, companyId: bigint, permit: StoredPermit, now: Date): Promise<void> {
  await tx.company.update({
    where: { id: companyId },
    data: { permitStatusCode: permit.statusCode, permitValidFrom: permit.validFrom, permitValidTo: permit.validTo, permitDocumentKey: permit.documentKey, permitCertifiedAt: permit.certifiedAt },
  });
  await writeOutbox(tx, EVENT_SUBJECTS.COMPANY_PERMIT_CHANGED, {
    companyId: companyId.toString(),
    statusCode: permit.statusCode,
    validTo: dateToDay(permit.validTo),
    changedAt: now.toISOString(),
  });
}
