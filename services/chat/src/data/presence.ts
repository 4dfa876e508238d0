/**
 * Who has a socket open, on which instance: each instance writes its users' socket counts and a
 * heartbeat; a user counts as connected while an instance seen in the last PRESENCE_TTL_SECONDS
 * holds a socket of theirs (an instance that died stops counting by itself).
 */
import type { Prisma } from '../generated/prisma/client.ts';
import type { ChatDb } from './db.ts';

type Tx = ChatDb | Prisma.TransactionClient;

export const PRESENCE_TTL_SECONDS = 45;
export const HEARTBEAT_MS = 15_000;

export async function heartbeat(db: Tx, instanceId: string): Promise<void> {
  await db.$executeRawUnsafe(
    `INSERT INTO chat_instance (id, seen_at) VALUES ($1::uuid, now()) ON CONFLICT (id) DO UPDATE SET seen_at = now()`,
    instanceId,
  );
}

export async function setSockets(db: Tx, instanceId: string, userId: string, sockets: number): Promise<void> {
  if (sockets <= 0) {
    await db.$executeRawUnsafe(`DELETE FROM chat_presence WHERE instance_id = $1::uuid AND user_id = $2::bigint`, instanceId, userId);
    return;
  }
  await db.$executeRawUnsafe(
    `INSERT INTO chat_presence (instance_id, user_id, sockets) VALUES ($1::uuid, $2::bigint, $3)
     ON CONFLICT (instance_id, user_id) DO UPDATE SET sockets = EXCLUDED.sockets`,
    instanceId,
    userId,
    sockets,
  );
}

export async function isConnected(db: Tx, userId: string | bigint): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<{ on: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM chat_presence p JOIN chat_instance i ON i.id = p.instance_id
                     WHERE p.user_id = $1::bigint AND p.sockets > 0 AND i.seen_at > now() - make_interval(secs => $2)) AS on`,
    String(userId),
    PRESENCE_TTL_SECONDS,
  );
  return rows[0]?.on ?? false;
}

/** An instance stopping: its presence goes at once. */
export async function forgetInstance(db: Tx, instanceId: string): Promise<void> {
  await db.$executeRawUnsafe(`DELETE FROM chat_presence WHERE instance_id = $1::uuid`, instanceId);
  await db.$executeRawUnsafe(`DELETE FROM chat_instance WHERE id = $1::uuid`, instanceId);
}
