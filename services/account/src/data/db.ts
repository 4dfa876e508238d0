import { createPrismaClient } from '@phjobs/service-kit/db';
import { Prisma, PrismaClient } from '../generated/prisma/client.ts';

export type AccountDb = PrismaClient;

export const openDatabase = (databaseUrl: string): AccountDb => createPrismaClient(PrismaClient, databaseUrl);

/** Answers once the database answers (readiness). */
export const ping = async (db: AccountDb): Promise<void> => {
  await db.$queryRawUnsafe('SELECT 1');
};

/** A write refused by a UNIQUE constraint (Prisma's P2002). */
export const isUniqueViolation = (error: unknown): boolean => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
