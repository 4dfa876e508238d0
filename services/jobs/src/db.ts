import { createPrismaClient } from '@phjobs/service-kit/db';
import { PrismaClient } from './generated/prisma/client.ts';

export type JobsDb = PrismaClient;

/** JOBS_DB_POOL connections (default 10): the search is CPU-bound in PostgreSQL, more rarely helps. */
export const openDatabase = (databaseUrl: string, poolSize = 10): JobsDb => createPrismaClient(PrismaClient, databaseUrl, poolSize);
