import { createPrismaClient } from '@phjobs/service-kit/db';
import { PrismaClient } from '../generated/prisma/client.ts';

export type ChatDb = PrismaClient;

/** `poolSize` connections (CHAT_DB_POOL, default 10). */
export const openDatabase = (databaseUrl: string, poolSize?: number): ChatDb => createPrismaClient(PrismaClient, databaseUrl, poolSize);
