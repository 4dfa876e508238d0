import { SEED_TRANSACTION } from '@phjobs/service-kit/db';
import { seedCompanies, seedSeekers, seedUsers } from '@phjobs/seed-data/dataset';
import { DEMO_PASSWORD } from '@phjobs/seed-data/ids';
import type { SeedCompany, SeedUser } from '@phjobs/seed-data/types';
import type { SeedService } from '@phjobs/service-kit/runtime';
import { openDatabase, type AccountDb } from '../data/db.ts';
import { hashPassword } from '../domain/password-hash.ts';
import { toDbUserType } from '../domain/user-type.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export { DEMO_PASSWORD as SEED_PASSWORD } from '@phjobs/seed-data/ids';

export type SeedMember = {
  id: number;
  email: string;
  userType: 'individual' | 'company' | 'master.company';
  fullName: string;
  phone: string | null;
  businessSignup?: Prisma.InputJsonObject;
  individualProfile?: Omit<Prisma.IndividualProfileCreateManyInput, 'userId'>;
};

/**
 * The seed members (docs/CONVENTIONS.md, @phjobs/seed-data/dataset): the demo seeker 1, the demo
 * employer 2, the demo master 3, one company member per other seed company, id 1000 + i, and the
 * seed job seekers (individuals 50000 + i, owners of services/talent's seed resumes).
 * Business members carry their company's sign-up details, as if they had signed up with them.
 */
export function seedMembersList(companies: readonly SeedCompany[] = seedCompanies(), seekers: readonly SeedUser[] = seedSeekers()): SeedMember[] {
  const byId = new Map(companies.map((c) => [c.id, c]));
  return [...seedUsers(companies), ...seekers].map((user) => {
    const company = user.companyId === null ? undefined : byId.get(user.companyId);
    return {
      id: user.id,
      email: user.email,
      userType: user.userType,
      fullName: user.fullName,
      phone: user.phoneNumber,
      businessSignup: company ? businessSignupOf(company) : undefined,
      individualProfile:
        user.userType === 'individual'
          ? { genderCode: user.genderCode, birthDate: new Date(`${user.birthDate}T00:00:00Z`), address: user.address ?? null, province: user.provinceId, city: user.cityId }
          : undefined,
    };
  });
}

const businessSignupOf = (c: SeedCompany): Prisma.InputJsonObject => ({
  companyName: c.companyName,
  managerName: c.managerName,
  phoneNumber: c.phoneNumber,
  landlineNumber: c.landlineNumber,
  province: c.provinceId,
  city: c.cityId,
  detailAddress: c.detailAddress,
  businessRegistrationNumber: c.businessRegistrationNumber,
  specializationCode: c.specializationCode,
  mainBusiness: c.mainBusiness,
});

/**
 * Inserts the members in one transaction (multi-row INSERTs), all with one password hash: argon2 is
 * slow on purpose, so it runs once. Does nothing when the demo seeker (id 1) exists.
 */
export async function seedMembers(db: AccountDb, members: readonly SeedMember[], passwordHash: string): Promise<boolean> {
  if (await db.user.findUnique({ where: { id: 1n }, select: { id: true } })) return false;
  await db.$transaction(async (tx) => {
    await tx.user.createMany({
      data: members.map((m) => ({ id: BigInt(m.id), email: m.email, userType: toDbUserType(m.userType), fullName: m.fullName, phone: m.phone, businessSignup: m.businessSignup })),
    });
    await tx.credential.createMany({ data: members.map((m) => ({ userId: BigInt(m.id), passwordHash })) });
    await tx.individualProfile.createMany({
      data: members.flatMap((m) => (m.individualProfile ? [{ ...m.individualProfile, userId: BigInt(m.id) }] : [])),
    });
  }, SEED_TRANSACTION);
  return true;
}

export const seed: SeedService = async (ctx) => {
  if (!ctx.databaseUrl) return;
  const db = openDatabase(ctx.databaseUrl);
  try {
    if (await db.user.findUnique({ where: { id: 1n }, select: { id: true } })) return;
    const members = seedMembersList();
    if (await seedMembers(db, members, await hashPassword(DEMO_PASSWORD))) ctx.logger.info({ members: members.length }, 'seeded members');
  } finally {
    await db.$disconnect();
  }
};
