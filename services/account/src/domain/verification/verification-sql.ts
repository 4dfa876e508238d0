import type { claimAttempt, lockTarget } from '../../data/verifications.ts';

/** The statements of data/verifications.ts the code rules need (Prisma cannot say them): given by the routes. */
export type VerificationSql = { claimAttempt: typeof claimAttempt; lockTarget: typeof lockTarget };
