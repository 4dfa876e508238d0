/** The company profile rows (domain/ensure-company.ts decides when one is created and from what). */
import type { CompanyHeader, CompanyStore } from '../domain/ensure-company.ts';
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
