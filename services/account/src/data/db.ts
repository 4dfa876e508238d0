import { createPrismaClient } from '@phjobs/service-kit/db';
import { PrismaClient } from '../generated/prisma/client.ts';

export type AccountDb = PrismaClient;

export const openDatabase = (databaseUrl: string): AccountDb => createPrismaClient(PrismaClient, databaseUrl);
