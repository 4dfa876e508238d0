import { seedCompanies as datasetCompanies } from '@phjobs/seed-data/dataset';
import { DEMO_EMPLOYER_ID, DEMO_MASTER_ID, DEMO_MASTER_INVITATION_CODE } from '@phjobs/seed-data/ids';
import type { SeedCompany } from '@phjobs/seed-data/types';
import type { SeedService } from '@phjobs/service-kit/runtime';
import { openDatabase, type EmployerDb } from '../data/db.ts';

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/**
 * Loads the seed companies (multi-row INSERT, one transaction). Masters go in before their
 * branches (joined when the branch's row was made). A submitted permit has a seed document; a
 * certified one counts as certified from its first valid day. Does nothing when the demo employer's
 * company (id 2) is there already.
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
      permitDocumentKey: c.businessPermit.statusCode === '015C' ? null : `seed/permits/company-${c.id}.pdf`,
      permitCertifiedAt: c.businessPermit.statusCode === '015B' ? day(c.businessPermit.businessPermitExpirationDateFrom) : null,
      masterId: c.masterCompanyId === null ? null : BigInt(c.masterCompanyId),
      joinedAt: c.masterCompanyId === null ? null : new Date(c.createdAt),
      joinCode: c.masterCompanyId === null ? null : DEMO_MASTER_INVITATION_CODE,
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

/** The demo master's invitation code (DEMO_MASTER_INVITATION_CODE), once: a master that has a code keeps it. */
export async function seedInvitationCodes(db: EmployerDb): Promise<boolean> {
  const inserted = await db.$executeRawUnsafe(
    `INSERT INTO invitation_code (code, master_id) SELECT $1, $2::bigint
      WHERE EXISTS (SELECT 1 FROM company WHERE id = $2::bigint) ON CONFLICT DO NOTHING`,
    DEMO_MASTER_INVITATION_CODE,
    DEMO_MASTER_ID,
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
    if (await seedInvitationCodes(db)) ctx.logger.info({ masterId: DEMO_MASTER_ID }, 'seeded the demo master invitation code');
    if (await seedPromotionCredits(db)) ctx.logger.info({ companyId: DEMO_EMPLOYER_ID }, 'seeded the demo promotion credit');
  } finally {
    await db.$disconnect();
  }
};
