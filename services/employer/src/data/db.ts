import { createPrismaClient } from '@phjobs/service-kit/db';
import { PrismaClient } from '../generated/prisma/client.ts';

export type EmployerDb = PrismaClient;

/** `poolSize` connections (EMPLOYER_DB_POOL, default 10). */
export const openDatabase = (databaseUrl: string, poolSize?: number): EmployerDb => createPrismaClient(PrismaClient, databaseUrl, poolSize);
