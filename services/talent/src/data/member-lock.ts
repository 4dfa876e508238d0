import type { Prisma } from '../generated/prisma/client.ts';

/** Serialises the member's resume writes that count (create): one lock per member, released at commit. */
export async function lockMember(tx: Prisma.TransactionClient, userId: bigint): Promise<void> {
  await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtextextended('talent.member.' || $1, 0))) AS lock`, userId.toString());
}
