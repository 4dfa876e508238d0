/** The company profile rows (domain/ensure-company.ts decides when one is created and from what). */
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { CompanyHeader, CompanyStore } from '../domain/ensure-company.ts';
import type { LogoStore } from '../domain/set-logo.ts';
import type { EmployerDb } from './db.ts';

const HEADER = { companyName: true, managerName: true, logoKey: true } as const;

export function companyStore(db: EmployerDb): CompanyStore {
  return {
    findHeader: (id: bigint): Promise<CompanyHeader | null> => db.company.findUnique({ where: { id }, select: HEADER }),
    // Two first requests at once create it once (skipDuplicates on the id).
    async insertOnce(row) {
      await db.company.createMany({ data: [row], skipDuplicates: true });
    },
    headerOf: (id: bigint): Promise<CompanyHeader> => db.company.findUniqueOrThrow({ where: { id }, select: HEADER }),
  };
}

/** The logo, with its event (employer.company.logo_changed) in the same transaction. */
export function logoStore(db: EmployerDb): LogoStore {
  return {
    async setLogo(id, logoKey, changedAt) {
      await db.$transaction(async (tx) => {
        await tx.company.update({ where: { id }, data: { logoKey } });
        await writeOutbox(tx, EVENT_SUBJECTS.COMPANY_LOGO_CHANGED, { companyId: id.toString(), logoKey, changedAt: changedAt.toISOString() });
      });
    },
  };
}
