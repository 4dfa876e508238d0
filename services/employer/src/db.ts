import { createPrismaClient } from '@phjobs/service-kit/db';
import { PrismaClient } from './generated/prisma/client.ts';

export type EmployerDb = PrismaClient;

export const openDatabase = (databaseUrl: string): EmployerDb => createPrismaClient(PrismaClient, databaseUrl);
