/**
 * A company's full profile row (member information, branch information, permit) and its writes:
 * every write that others must hear of writes its event in the same transaction.
 */
import type { BusinessPermit, PermitStatusCode } from '@phjobs/contracts/company-info';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import { dateToDay } from '../domain/manila-day.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { EmployerDb } from './db.ts';

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

export type ProfileRow = Prisma.CompanyGetPayload<{ select: typeof PROFILE_SELECT }>;

export const findProfile = (db: Pick<EmployerDb, 'company'> | Prisma.TransactionClient, id: bigint): Promise<ProfileRow | null> =>
  db.company.findUnique({ where: { id }, select: PROFILE_SELECT });

export function permitOf(row: Pick<ProfileRow, 'permitStatusCode' | 'permitValidFrom' | 'permitValidTo' | 'permitDocumentKey' | 'permitCertifiedAt'>): BusinessPermit {
  return {
    statusCode: row.permitStatusCode as PermitStatusCode,
    businessPermitExpirationDateFrom: dateToDay(row.permitValidFrom),
    businessPermitExpirationDateTo: dateToDay(row.permitValidTo),
    documentKey: row.permitDocumentKey,
    certifiedAt: row.permitCertifiedAt ? row.permitCertifiedAt.toISOString() : null,
  };
}

/** The profile fields a member-information or branch edit may change (undefined: unchanged). */
export type ProfileChange = Partial<
  Pick<ProfileRow, 'managerName' | 'phone' | 'landline' | 'province' | 'city' | 'detailAddress' | 'businessRegistrationNumber' | 'specializationCode' | 'mainBusiness' | 'logoKey'>
>;

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
export async function storePermit(
  tx: Prisma.TransactionClient,
  companyId: bigint,
  permit: { statusCode: PermitStatusCode; validFrom: Date | null; validTo: Date | null; documentKey: string | null; certifiedAt: Date | null },
  now: Date,
): Promise<void> {
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
