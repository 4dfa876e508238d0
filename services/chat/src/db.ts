import { createPrismaClient } from '@phjobs/service-kit/db';
import { PrismaClient } from './generated/prisma/client.ts';

export type ChatDb = PrismaClient;

export const openDatabase = (databaseUrl: string): ChatDb => createPrismaClient(PrismaClient, databaseUrl);
