import { createPrismaClient } from '@phjobs/service-kit/db';
import { PrismaClient } from '../generated/prisma/client.ts';

export type TalentDb = PrismaClient;

/** `poolSize` connections (TALENT_DB_POOL, default 10). */
export const openDatabase = (databaseUrl: string, poolSize?: number): TalentDb => createPrismaClient(PrismaClient, databaseUrl, poolSize);
