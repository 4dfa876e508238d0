import type { SeedService } from '@phjobs/service-kit/runtime';
import { openDatabase, type AccountDb } from './db.ts';
import { hashPassword } from './domain/password-hash.ts';
import { toDbUserType } from './domain/user-type.ts';
import type { Prisma } from './generated/prisma/client.ts';

/** The demo password of every seeded account (README lists the demo logins). */
export const SEED_PASSWORD = 'Demo!2345';

export type SeedMember = {
  id: number;
  email: string;
  userType: 'individual' | 'company' | 'master.company';
  fullName: string;
  phone: string | null;
  businessSignup?: Prisma.InputJsonObject;
  individualProfile?: Omit<Prisma.IndividualProfileCreateManyInput, 'userId'>;
};

/** Fixed ids (docs/CONVENTIONS.md): demo seeker 1, demo employer 2, demo master 3. */
export function seedMembersList(): SeedMember[] {
  return [
    { id: 1, email: 'seeker@demo.ph', userType: 'individual', fullName: 'Juan dela Cruz', phone: '+63 917 100 0001', individualProfile: { genderCode: '003A' } },
    { id: 2, email: 'employer@demo.ph', userType: 'company', fullName: 'Maria Santos', phone: '+63 917 100 0002' },
    { id: 3, email: 'master@demo.ph', userType: 'master.company', fullName: 'Ramon Reyes', phone: '+63 917 100 0003' },
  ];
}

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
  });
  return true;
}

export const seed: SeedService = async (ctx) => {
  if (!ctx.databaseUrl) return;
  const db = openDatabase(ctx.databaseUrl);
  try {
    if (await db.user.findUnique({ where: { id: 1n }, select: { id: true } })) return;
    const members = seedMembersList();
    if (await seedMembers(db, members, await hashPassword(SEED_PASSWORD))) ctx.logger.info({ members: members.length }, 'seeded members');
  } finally {
    await db.$disconnect();
  }
};
