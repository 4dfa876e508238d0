import { Prisma } from '../generated/prisma/client.ts';

/** A write refused by a unique index (Prisma P2002). */
export const isUniqueViolation = (error: unknown): boolean => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
