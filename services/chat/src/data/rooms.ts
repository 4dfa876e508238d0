/**
 * The rooms and messages in SQL (rules in ../domain/chat-rooms.ts). A room row carries copies of
 * its ad (services/jobs owns it), both sides' read marks, notification flags and blocks; its
 * freeze is chat_freeze's row of (job, seeker).
 */
import type { ChatMessage, ChatRole, FreezeReason, InternalChatAd } from '@phjobs/contracts/chat';
import { EVENT_SUBJECTS, type EventPayloads } from '@phjobs/contracts/events';
import { writeOutbox } from '@phjobs/service-kit/events/outbox';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ChatDb } from './db.ts';

type Tx = ChatDb | Prisma.TransactionClient;

export type RoomRow = {
  id: bigint;
  chat_url: string;
  job_id: bigint;
  seeker_id: bigint;
  company_id: bigint;
  master_id: bigint | null;
  job_title: string;
  company_name: string;
  logo_key: string | null;
  seeker_name: string;
  job_status_code: string;
  ad_deleted: boolean;
  ad_ended_at: Date | null;
  ad_checked_at: Date;
  last_message_id: bigint | null;
  last_activity_at: Date;
  seeker_last_read_id: bigint;
  company_last_read_id: bigint;
  seeker_notified: boolean;
  company_notified: boolean;
  seeker_blocked: boolean;
  company_blocked: boolean;
  freeze_reason: FreezeReason | null;
};

export type MessageRow = {
  id: bigint;
  room_id: bigint;
  chat_url: string;
  sender_id: bigint;
  sender_role: 'seeker' | 'company';
  client_id: string;
  text: string | null;
  image_key: string | null;
  created_at: Date;
};

/** A room with its last message and the unread count of one side. */
export type ListedRoom = RoomRow & { unread: bigint; role: ChatRole } & { [K in keyof MessageRow as `m_${K}`]: MessageRow[K] | null };

export const messageOf = (row: MessageRow): ChatMessage => ({
  id: Number(row.id),
  chatUrl: row.chat_url,
  senderId: Number(row.sender_id),
  senderRole: row.sender_role,
  clientId: row.client_id,
  text: row.text,
  imageKey: row.image_key,
  createdAt: row.created_at.toISOString(),
});

const ROOM_COLUMNS = `r.id, r.chat_url, r.job_id, r.seeker_id, r.company_id, r.master_id, r.job_title, r.company_name, r.logo_key,
  r.seeker_name, r.job_status_code, r.ad_deleted, r.ad_ended_at, r.ad_checked_at, r.last_message_id, r.last_activity_at,
  r.seeker_last_read_id, r.company_last_read_id, r.seeker_notified, r.company_notified, r.seeker_blocked, r.company_blocked,
  f.reason AS freeze_reason`;
const ROOM_FROM = `chat_room r LEFT JOIN chat_freeze f ON f.job_id = r.job_id AND f.user_id = r.seeker_id`;
const MESSAGE_COLUMNS = `m.id, m.room_id, r.chat_url, m.sender_id, m.sender_role, m.client_id::text AS client_id, m.text, m.image_key, m.created_at`;

export async function findRoom(db: Tx, chatUrl: string): Promise<RoomRow | null> {
  const rows = await db.$queryRawUnsafe<RoomRow[]>(`SELECT ${ROOM_COLUMNS} FROM ${ROOM_FROM} WHERE r.chat_url = $1`, chatUrl);
  return rows[0] ?? null;
}

/** The room of (job, seeker), created from the ad when absent; `created` says which. */
export async function createRoom(
  db: Tx,
  room: { chatUrl: string; seekerId: number; seekerName: string; ad: InternalChatAd; checkedAt: Date },
): Promise<{ room: RoomRow; created: boolean }> {
  const { ad } = room;
  const inserted = await db.$executeRawUnsafe(
    `INSERT INTO chat_room (chat_url, job_id, seeker_id, company_id, master_id, job_title, company_name, logo_key, seeker_name,
                            job_status_code, ad_deleted, ad_ended_at, ad_checked_at)
     VALUES ($1, $2::bigint, $3::bigint, $4::bigint, $5::bigint, $6, $7, $8, $9, $10, $11, $12::timestamptz, $13::timestamptz)
     ON CONFLICT (chat_url) DO NOTHING`,
    room.chatUrl,
    ad.jobId,
    room.seekerId,
    ad.companyUserId,
    ad.masterUserId,
    ad.title,
    ad.companyName,
    ad.logoKey,
    room.seekerName,
    ad.statusCode,
    ad.deleted,
    ad.endedAt,
    room.checkedAt.toISOString(),
  );
  const found = await findRoom(db, room.chatUrl);
  if (!found) throw new Error(`chat: room ${room.chatUrl} vanished`);
  return { room: found, created: inserted > 0 };
}

/** Copies services/jobs' answer about the room's ad into it. */
export async function refreshRoomAd(db: Tx, roomId: bigint, ad: InternalChatAd, checkedAt: Date): Promise<void> {
  await db.$executeRawUnsafe(
    `UPDATE chat_room SET company_id = $2::bigint, master_id = $3::bigint, job_title = $4, company_name = $5, logo_key = $6,
            job_status_code = $7, ad_deleted = $8, ad_ended_at = $9::timestamptz, ad_checked_at = $10::timestamptz
      WHERE id = $1::bigint`,
    roomId,
    ad.companyUserId,
    ad.masterUserId,
    ad.title,
    ad.companyName,
    ad.logoKey,
    ad.statusCode,
    ad.deleted,
    ad.endedAt,
    checkedAt.toISOString(),
  );
}

export async function setSeekerName(db: Tx, roomId: bigint, name: string): Promise<void> {
  await db.$executeRawUnsafe(`UPDATE chat_room SET seeker_name = $2 WHERE id = $1::bigint AND seeker_name = ''`, roomId, name);
}

/** The caller's rooms (and their role in each), newest activity first, keyset-paged. */
export async function listRooms(
  db: Tx,
  who: { userId: string; userType: 'individual' | 'company' | 'master.company' },
  page: { jobId?: number; limit: number; after?: { at: Date; id: bigint } },
): Promise<ListedRoom[]> {
  const params: unknown[] = [who.userId];
  let where: string;
  let role: string;
  if (who.userType === 'individual') {
    where = 'r.seeker_id = $1::bigint';
    role = `'seeker'`;
  } else {
    where = `r.last_message_id IS NOT NULL AND (r.company_id = $1::bigint${who.userType === 'master.company' ? ' OR r.master_id = $1::bigint' : ''})`;
    role = `CASE WHEN r.company_id = $1::bigint THEN 'company' ELSE 'master' END`;
  }
  if (page.jobId !== undefined) {
    params.push(page.jobId);
    where += ` AND r.job_id = $${params.length}::bigint`;
  }
  if (page.after) {
    params.push(page.after.at.toISOString(), page.after.id);
    where += ` AND (r.last_activity_at, r.id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`;
  }
  params.push(page.limit);
  return db.$queryRawUnsafe<ListedRoom[]>(
    `SELECT * FROM (
       SELECT ${ROOM_COLUMNS}, ${role} AS role,
              m.id AS m_id, m.room_id AS m_room_id, r.chat_url AS m_chat_url, m.sender_id AS m_sender_id, m.sender_role AS m_sender_role,
              m.client_id::text AS m_client_id, m.text AS m_text, m.image_key AS m_image_key, m.created_at AS m_created_at
         FROM ${ROOM_FROM} LEFT JOIN chat_message m ON m.id = r.last_message_id
        WHERE ${where}
        ORDER BY r.last_activity_at DESC, r.id DESC
        LIMIT $${params.length}) page
     CROSS JOIN LATERAL (
       SELECT count(*) AS unread FROM chat_message x
        WHERE x.room_id = page.id
          AND ((page.role = 'seeker' AND x.sender_role = 'company' AND x.id > page.seeker_last_read_id)
            OR (page.role = 'company' AND x.sender_role = 'seeker' AND x.id > page.company_last_read_id))) u
     ORDER BY page.last_activity_at DESC, page.id DESC`,
    ...params,
  );
}

/** Unread messages of the other side for each side of one room. */
export async function unreadOf(db: Tx, roomId: bigint): Promise<{ seeker: number; company: number }> {
  const rows = await db.$queryRawUnsafe<{ seeker: bigint; company: bigint }[]>(
    `SELECT count(*) FILTER (WHERE m.sender_role = 'company' AND m.id > r.seeker_last_read_id) AS seeker,
            count(*) FILTER (WHERE m.sender_role = 'seeker' AND m.id > r.company_last_read_id) AS company
       FROM chat_room r JOIN chat_message m ON m.room_id = r.id AND m.id > LEAST(r.seeker_last_read_id, r.company_last_read_id)
      WHERE r.id = $1::bigint`,
    roomId,
  );
  return { seeker: Number(rows[0]?.seeker ?? 0), company: Number(rows[0]?.company ?? 0) };
}

/** The caller's unread messages across rooms, and in how many rooms. */
export async function totalUnread(db: Tx, who: { userId: string; userType: 'individual' | 'company' | 'master.company' }): Promise<{ total: number; rooms: number }> {
  const seeker = who.userType === 'individual';
  const rows = await db.$queryRawUnsafe<{ total: bigint; rooms: bigint }[]>(
    seeker
      ? `SELECT count(*) AS total, count(DISTINCT r.id) AS rooms FROM chat_room r
           JOIN chat_message m ON m.room_id = r.id AND m.id > r.seeker_last_read_id AND m.sender_role = 'company'
          WHERE r.seeker_id = $1::bigint`
      : `SELECT count(*) AS total, count(DISTINCT r.id) AS rooms FROM chat_room r
           JOIN chat_message m ON m.room_id = r.id AND m.id > r.company_last_read_id AND m.sender_role = 'seeker'
          WHERE r.company_id = $1::bigint`,
    who.userId,
  );
  return { total: Number(rows[0]?.total ?? 0), rooms: Number(rows[0]?.rooms ?? 0) };
}

export async function findMessageByClientId(db: Tx, roomId: bigint, senderId: string, clientId: string): Promise<MessageRow | null> {
  const rows = await db.$queryRawUnsafe<MessageRow[]>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_message m JOIN chat_room r ON r.id = m.room_id
      WHERE m.room_id = $1::bigint AND m.sender_id = $2::bigint AND m.client_id = $3::uuid`,
    roomId,
    senderId,
    clientId,
  );
  return rows[0] ?? null;
}

export async function findMessage(db: Tx, messageId: number): Promise<(MessageRow & { room: string }) | null> {
  const rows = await db.$queryRawUnsafe<(MessageRow & { room: string })[]>(
    `SELECT ${MESSAGE_COLUMNS}, r.chat_url AS room FROM chat_message m JOIN chat_room r ON r.id = m.room_id WHERE m.id = $1::bigint`,
    messageId,
  );
  return rows[0] ?? null;
}

/** A page of a room's messages, oldest first; `hasMore` in the direction asked. */
export async function listMessages(db: Tx, roomId: bigint, page: { before?: number; after?: number; limit: number }): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const forward = page.after !== undefined;
  const params: unknown[] = [roomId, page.limit + 1];
  let cond = '';
  if (forward) {
    params.push(page.after);
    cond = ' AND m.id > $3::bigint';
  } else if (page.before !== undefined) {
    params.push(page.before);
    cond = ' AND m.id < $3::bigint';
  }
  const rows = await db.$queryRawUnsafe<MessageRow[]>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_message m JOIN chat_room r ON r.id = m.room_id
      WHERE m.room_id = $1::bigint${cond} ORDER BY m.id ${forward ? 'ASC' : 'DESC'} LIMIT $2`,
    ...params,
  );
  const hasMore = rows.length > page.limit;
  const kept = rows.slice(0, page.limit);
  return { rows: forward ? kept : kept.reverse(), hasMore };
}

export type NewMessage = {
  roomId: bigint;
  senderId: string;
  senderRole: 'seeker' | 'company';
  clientId: string;
  text: string | null;
  imageKey: string | null;
  at: Date;
};

/**
 * Stores a message in commit order (the room row is locked first), or finds the one stored with
 * the same clientId (`duplicate`). The sender's read mark moves to it (one's own message is read);
 * when `notify` says the recipient hears of it (no socket, not yet told since their last read),
 * chat.message.unread goes into the outbox in the same transaction.
 */
export async function insertMessage(
  tx: Prisma.TransactionClient,
  message: NewMessage,
  notify: (room: RoomRow) => Promise<Omit<EventPayloads['chat.message.unread'], 'messageId'> | null>,
): Promise<{ row: MessageRow; duplicate: boolean; room: RoomRow; unread: { seeker: number; company: number } }> {
  await tx.$queryRawUnsafe(`SELECT id FROM chat_room WHERE id = $1::bigint FOR UPDATE`, message.roomId);
  const inserted = await tx.$queryRawUnsafe<{ id: bigint }[]>(
    `INSERT INTO chat_message (room_id, sender_id, sender_role, client_id, text, image_key, created_at)
     VALUES ($1::bigint, $2::bigint, $3, $4::uuid, $5, $6, $7::timestamptz)
     ON CONFLICT (room_id, sender_id, client_id) DO NOTHING RETURNING id`,
    message.roomId,
    message.senderId,
    message.senderRole,
    message.clientId,
    message.text,
    message.imageKey,
    message.at.toISOString(),
  );
  const row = await findMessageByClientId(tx, message.roomId, message.senderId, message.clientId);
  if (!row) throw new Error('chat: the message vanished');
  const mine = message.senderRole === 'seeker' ? 'seeker' : 'company';
  if (inserted.length > 0) {
    await tx.$executeRawUnsafe(
      `UPDATE chat_room SET last_message_id = $2::bigint, last_activity_at = $3::timestamptz, ${mine}_last_read_id = $2::bigint WHERE id = $1::bigint`,
      message.roomId,
      row.id,
      row.created_at.toISOString(),
    );
  }
  const roomRows = await tx.$queryRawUnsafe<RoomRow[]>(`SELECT ${ROOM_COLUMNS} FROM ${ROOM_FROM} WHERE r.id = $1::bigint`, message.roomId);
  const room = roomRows[0];
  if (!room) throw new Error('chat: the room vanished');
  if (inserted.length > 0) {
    const event = await notify(room);
    if (event) {
      const other = mine === 'seeker' ? 'company' : 'seeker';
      await tx.$executeRawUnsafe(`UPDATE chat_room SET ${other}_notified = true WHERE id = $1::bigint`, message.roomId);
      await writeOutbox(tx, EVENT_SUBJECTS.CHAT_MESSAGE_UNREAD, { ...event, messageId: String(row.id) });
    }
  }
  return { row, duplicate: inserted.length === 0, room, unread: await unreadOf(tx, message.roomId) };
}

/** Moves a side's read mark up to `upToId` (never down, never past the last message); the side may be told again. */
export async function markRead(db: Tx, roomId: bigint, side: 'seeker' | 'company', upToId: number): Promise<bigint> {
  const rows = await db.$queryRawUnsafe<{ mark: bigint }[]>(
    `UPDATE chat_room SET ${side}_last_read_id = GREATEST(${side}_last_read_id, LEAST($2::bigint, COALESCE(last_message_id, 0))), ${side}_notified = false
      WHERE id = $1::bigint RETURNING ${side}_last_read_id AS mark`,
    roomId,
    upToId,
  );
  return rows[0]?.mark ?? 0n;
}

export async function setBlocked(db: Tx, roomId: bigint, side: 'seeker' | 'company', blocked: boolean): Promise<void> {
  await db.$executeRawUnsafe(`UPDATE chat_room SET ${side}_blocked = $2 WHERE id = $1::bigint`, roomId, blocked);
}

/** One report per reporter and message: a second answers the first. */
export async function insertReport(db: Tx, report: { messageId: number; reporterId: string; reason: string; detail: string | null }): Promise<{ id: bigint; created_at: Date }> {
  await db.$executeRawUnsafe(
    `INSERT INTO chat_report (message_id, reporter_id, reason, detail) VALUES ($1::bigint, $2::bigint, $3, $4) ON CONFLICT (message_id, reporter_id) DO NOTHING`,
    report.messageId,
    report.reporterId,
    report.reason,
    report.detail,
  );
  const rows = await db.$queryRawUnsafe<{ id: bigint; created_at: Date }[]>(
    `SELECT id, created_at FROM chat_report WHERE message_id = $1::bigint AND reporter_id = $2::bigint`,
    report.messageId,
    report.reporterId,
  );
  const row = rows[0];
  if (!row) throw new Error('chat: the report vanished');
  return row;
}

/** The rooms of an ad (a deleted ad's, an ended company's): to freeze them all. */
export async function roomsOfJobs(db: Tx, jobIds: readonly (string | number)[]): Promise<{ job_id: bigint; seeker_id: bigint; chat_url: string }[]> {
  if (jobIds.length === 0) return [];
  return db.$queryRawUnsafe(`SELECT job_id, seeker_id, chat_url FROM chat_room WHERE job_id = ANY($1::bigint[])`, jobIds.map(String));
}

/**
 * The hot path of a send, in one statement (its own transaction): the room row locked first (ids in
 * commit order per room), the message inserted unless its clientId is already the sender's
 * (`null` then: the caller reads the original), the room's last message, activity and the sender's
 * read mark moved, and, when `notice` is given and the recipient was not told since their last
 * read, chat.message.unread in the outbox with the recipient's flag set, atomically with the
 * message. Answers the stored id and time, the recipient's unread count and whether the notice
 * was written. (The relay publishes the outbox on its next poll.)
 */
export async function sendOne(
  db: Tx,
  message: NewMessage,
  notice: { id: string; payload: Omit<EventPayloads['chat.message.unread'], 'messageId'>; occurredAt: Date } | null,
): Promise<{ id: bigint; created_at: Date; recipient_unread: bigint; notified: boolean } | null> {
  const mine = message.senderRole === 'seeker' ? 'seeker' : 'company';
  const other = mine === 'seeker' ? 'company' : 'seeker';
  const rows = await db.$queryRawUnsafe<{ id: bigint; created_at: Date; recipient_unread: bigint; notified: boolean }[]>(
    `WITH locked AS (
       SELECT id, ${other}_notified AS told, ${other}_last_read_id AS other_read FROM chat_room WHERE id = $1::bigint FOR UPDATE),
     ins AS (
       INSERT INTO chat_message (room_id, sender_id, sender_role, client_id, text, image_key, created_at)
       SELECT id, $2::bigint, $3, $4::uuid, $5, $6, $7::timestamptz FROM locked
       ON CONFLICT (room_id, sender_id, client_id) DO NOTHING
       RETURNING id, created_at),
     outbox AS (
       INSERT INTO outbox_event (id, subject, payload, occurred_at, attempts)
       SELECT $9::uuid, '${EVENT_SUBJECTS.CHAT_MESSAGE_UNREAD}', $10::jsonb || jsonb_build_object('messageId', ins.id::text), $11::timestamptz, 0
         FROM ins, locked WHERE $8::boolean AND NOT locked.told
       RETURNING 1),
     upd AS (
       UPDATE chat_room r SET last_message_id = ins.id, last_activity_at = ins.created_at, ${mine}_last_read_id = ins.id,
              ${other}_notified = r.${other}_notified OR ($8::boolean AND NOT locked.told)
         FROM ins, locked WHERE r.id = locked.id
       RETURNING r.id)
     SELECT ins.id, ins.created_at,
            (SELECT count(*) FROM chat_message m WHERE m.room_id = $1::bigint AND m.sender_role = $3 AND m.id > locked.other_read) + 1 AS recipient_unread,
            EXISTS (SELECT 1 FROM outbox) AS notified
       FROM ins, locked`,
    message.roomId,
    message.senderId,
    message.senderRole,
    message.clientId,
    message.text,
    message.imageKey,
    message.at.toISOString(),
    notice !== null,
    notice?.id ?? '00000000-0000-0000-0000-000000000000',
    JSON.stringify(notice?.payload ?? {}),
    (notice?.occurredAt ?? message.at).toISOString(),
  );
  return rows[0] ?? null;
}
