import { seedCompanies as datasetCompanies } from '@phjobs/seed-data/dataset';
import { DEMO_EMPLOYER_ID } from '@phjobs/seed-data/ids';
import type { SeedCompany } from '@phjobs/seed-data/types';
import type { SeedService } from '@phjobs/service-kit/runtime';
import { openDatabase, type EmployerDb } from '../data/db.ts';

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/**
 * Loads the seed companies (multi-row INSERT, one transaction). Masters go in before their
 * branches. Does nothing when the demo employer's company (id 2) is there already.
 */
export async function seedCompanies(db: EmployerDb, companies: readonly SeedCompany[]): Promise<boolean> {
  if (await db.company.findUnique({ where: { id: 2n }, select: { id: true } })) return false;
  const ordered = [...companies].sort((a, b) => Number(a.masterCompanyId !== null) - Number(b.masterCompanyId !== null));
  await db.company.createMany({
    data: ordered.map((c) => ({
      id: BigInt(c.id),
      userType: c.userType,
      email: c.email,
      companyName: c.companyName,
      managerName: c.managerName,
      logoKey: c.logoKey,
      phone: c.phoneNumber,
      landline: c.landlineNumber,
      province: c.provinceId,
      city: c.cityId,
      detailAddress: c.detailAddress,
      businessRegistrationNumber: c.businessRegistrationNumber,
      specializationCode: c.specializationCode,
      mainBusiness: c.mainBusiness,
      permitStatusCode: c.businessPermit.statusCode,
      permitValidFrom: day(c.businessPermit.businessPermitExpirationDateFrom),
      permitValidTo: day(c.businessPermit.businessPermitExpirationDateTo),
      masterId: c.masterCompanyId === null ? null : BigInt(c.masterCompanyId),
      createdAt: new Date(c.createdAt),
    })),
  });
  return true;
}

/** The demo employer's promotion credit (one order of paid styling without payment), once: does nothing when it was ever given. */
export async function seedPromotionCredits(db: EmployerDb): Promise<boolean> {
  const inserted = await db.$executeRawUnsafe(
    `INSERT INTO promotion_credit (company_id, reason)
     SELECT $1::bigint, 'seed welcome' WHERE NOT EXISTS (SELECT 1 FROM promotion_credit WHERE company_id = $1::bigint AND reason = 'seed welcome')`,
    DEMO_EMPLOYER_ID,
  );
  return inserted > 0;
}

/** The dataset's companies (@phjobs/seed-data/dataset): demo employer 2, demo master 3, then 1001.. */
export const seed: SeedService = async (ctx) => {
  if (!ctx.databaseUrl) return;
  const db = openDatabase(ctx.databaseUrl);
  try {
    const companies = datasetCompanies();
    if (await seedCompanies(db, companies)) ctx.logger.info({ companies: companies.length }, 'seeded companies');
    if (await seedPromotionCredits(db)) ctx.logger.info({ companyId: DEMO_EMPLOYER_ID }, 'seeded the demo promotion credit');
  } finally {
    await db.$disconnect();
  }
};
