import { createPrismaClient } from '@phjobs/service-kit/db';
import { PrismaClient } from '../generated/prisma/client.ts';

export type CommunityDb = PrismaClient;

/** `poolSize` connections (COMMUNITY_DB_POOL, default 10). */
export const openDatabase = (databaseUrl: string, poolSize?: number): CommunityDb => createPrismaClient(PrismaClient, databaseUrl, poolSize);
