import { createPrismaClient } from '@phjobs/service-kit/db';
import { PrismaClient } from './generated/prisma/client.ts';

export type TalentDb = PrismaClient;

export const openDatabase = (databaseUrl: string): TalentDb => createPrismaClient(PrismaClient, databaseUrl);
