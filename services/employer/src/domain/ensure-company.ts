import type { Principal } from '@phjobs/service-kit/auth';
import type { EmployerDb } from '../db.ts';
import type { Upstreams } from '../upstreams.ts';

export type CompanyHeader = { companyName: string; managerName: string; logoKey: string | null };

const HEADER = { companyName: true, managerName: true, logoKey: true } as const;

/**
 * The signed-in business member's company profile, created on first use from what the member gave
 * at sign-up (services/account keeps it for us). Seeded companies already have theirs. Two first
 * requests at once create it once (skipDuplicates on the id).
 */
export async function ensureCompany(db: EmployerDb, upstreams: Pick<Upstreams, 'businessSignup'>, principal: Principal): Promise<CompanyHeader> {
  const id = BigInt(principal.userId);
  const existing = await db.company.findUnique({ where: { id }, select: HEADER });
  if (existing) return existing;
  const signup = await upstreams.businessSignup(Number(principal.userId));
  await db.company.createMany({
    data: [
      {
        id,
        userType: principal.userType,
        email: principal.email,
        companyName: signup?.companyName ?? '',
        managerName: signup?.managerName ?? '',
        phone: signup?.phoneNumber ?? '',
        landline: signup?.landlineNumber ?? null,
        province: signup?.province ?? null,
        city: signup?.city ?? null,
        detailAddress: signup?.detailAddress ?? null,
        businessRegistrationNumber: signup?.businessRegistrationNumber ?? null,
        specializationCode: signup?.specializationCode ?? null,
        mainBusiness: signup?.mainBusiness ?? null,
      },
    ],
    skipDuplicates: true,
  });
  return db.company.findUniqueOrThrow({ where: { id }, select: HEADER });
}
