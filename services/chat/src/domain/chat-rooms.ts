/**
 * The apply chats' rules (design: packages/contracts/src/chat-live.ts): who is in a room and as
 * what, when a room is frozen, who may send, what each side hears live, and when a recipient is
 * notified. Data functions come in `store` (../data/chat-store.ts); the REST routes and the socket both call these.
 */
import type { ChatMessage, ChatRole, ChatRoomDetail, ChatRoomSummary, FreezeReason, InternalChatAd, SendChatMessageBody } from '@phjobs/contracts/chat';
import { chatUrlOf } from '@phjobs/contracts/chat';
import { CHAT_AVAILABLE_DAYS_AFTER_AD_END, CHAT_UPLOAD_PROJECT } from '@phjobs/contracts/chat-live';
import type { EventPayloads } from '@phjobs/contracts/events';
import { fileKeyOwner } from '@phjobs/contracts/media';
import { CHAT_MESSAGES } from '@phjobs/contracts/messages';
import type { Principal } from '@phjobs/service-kit/auth';
import { badRequest, HttpError, notFound } from '@phjobs/service-kit/errors';
import type { AccountClient } from '../clients/account.ts';
import type { JobsClient } from '../clients/jobs.ts';
import type { ChatStore, RoomRow } from '../data/chat-store.ts';
import type { Wake } from '../data/live-bus.ts';
import type { RateLimiter } from './rate-limiter.ts';

export type ChatDeps = {
  /** The data functions (data/chat-store.ts) over the client wrapped by releaseAfterCommit: a transaction that wrote the outbox wakes the relay. */
  store: ChatStore;
  jobs: JobsClient;
  account: AccountClient;
  live: { publish(wakes: readonly Wake[]): void };
  limiter: RateLimiter;
  now: () => Date;
};

/** A room's ad copy older than this is asked of services/jobs again before it decides anything. */
export const AD_REFRESH_MS = 60_000;
const DAY_MS = 86_400_000;
/** 012C: the only ads open to everyone. */
const ONGOING = '012C';

const refused = (status: number, code: string, message: string) => new HttpError(status, code, message);

/** The caller's role in a room, or null (an outsider: 404). The company sees a room once it holds a message. */
export function roleIn(room: RoomRow, who: Principal): ChatRole | null {
  if (who.userType === 'individual') return String(room.seeker_id) === who.userId ? 'seeker' : null;
  if (room.last_message_id === null) return null;
  if (String(room.company_id) === who.userId) return 'company';
  if (who.userType === 'master.company' && room.master_id !== null && String(room.master_id) === who.userId) return 'master';
  return null;
}

/** The freeze the ad's state calls for (deleted, or ended longer ago than the available period), else null. */
export function freezeByAd(room: Pick<RoomRow, 'ad_deleted' | 'job_status_code' | 'ad_ended_at'>, now: Date): FreezeReason | null {
  if (room.ad_deleted) return 'job_ad.deleted';
  if (room.job_status_code === '012D' && room.ad_ended_at && now.getTime() - room.ad_ended_at.getTime() > CHAT_AVAILABLE_DAYS_AFTER_AD_END * DAY_MS) return 'period.expired';
  return null;
}

/** Why the caller may not send in the room (an HttpError to throw), or null. */
export function sendRefusal(room: RoomRow, role: ChatRole): HttpError | null {
  if (role === 'master') return refused(403, 'chat/read-only', CHAT_MESSAGES.readOnly);
  if (room.freeze_reason) return refused(409, 'chat/frozen', CHAT_MESSAGES.frozenBy[room.freeze_reason] ?? CHAT_MESSAGES.frozen);
  const mineBlocked = role === 'seeker' ? room.seeker_blocked : room.company_blocked;
  const otherBlocked = role === 'seeker' ? room.company_blocked : room.seeker_blocked;
  if (mineBlocked) return refused(403, 'chat/blocked', CHAT_MESSAGES.blockedByYou);
  if (otherBlocked) return refused(403, 'chat/blocked', CHAT_MESSAGES.blocked);
  return null;
}

export function summaryOf(room: RoomRow, role: ChatRole, lastMessage: ChatMessage | null, unread: number): ChatRoomSummary {
  return {
    chatUrl: room.chat_url,
    jobId: Number(room.job_id),
    jobTitle: room.job_title,
    companyUserId: Number(room.company_id),
    companyName: room.company_name,
    logoKey: room.logo_key,
    seekerUserId: Number(room.seeker_id),
    seekerName: room.seeker_name,
    role,
    lastMessage,
    lastActivityAt: room.last_activity_at.toISOString(),
    unread: role === 'master' ? 0 : unread,
    frozen: room.freeze_reason !== null,
  };
}

function detailOf(room: RoomRow, role: ChatRole, lastMessage: ChatMessage | null, unread: { seeker: number; company: number }): ChatRoomDetail {
  const refusal = sendRefusal(room, role);
  const mine = role === 'seeker' ? 'seeker' : 'company';
  return {
    ...summaryOf(room, role, lastMessage, role === 'seeker' ? unread.seeker : unread.company),
    jobStatusCode: room.job_status_code,
    frozenReason: room.freeze_reason,
    frozenMessage: room.freeze_reason ? (CHAT_MESSAGES.frozenBy[room.freeze_reason] ?? CHAT_MESSAGES.frozen) : null,
    blockedByMe: role === 'seeker' ? room.seeker_blocked : role === 'company' ? room.company_blocked : false,
    blockedByOther: role === 'seeker' ? room.company_blocked : role === 'company' ? room.seeker_blocked : false,
    canSend: refusal === null,
    sendRefusal: refusal?.message ?? null,
    myLastReadId: role === 'master' ? 0 : Number(mine === 'seeker' ? room.seeker_last_read_id : room.company_last_read_id),
    otherLastReadId: Number(mine === 'seeker' ? room.company_last_read_id : room.seeker_last_read_id),
  };
}

/** The users who hear a room live: the seeker, the company and the company's master. */
const participantsOf = (room: RoomRow): { userId: string; role: ChatRole }[] => [
  { userId: String(room.seeker_id), role: 'seeker' },
  { userId: String(room.company_id), role: 'company' },
  ...(room.master_id !== null ? [{ userId: String(room.master_id), role: 'master' as const }] : []),
];

/** The 'room' frames of a room for each participant (the company and master only once it holds a message). */
function roomFrames(room: RoomRow, lastMessage: ChatMessage | null, unread: { seeker: number; company: number }): Wake[] {
  return participantsOf(room)
    .filter((p) => p.role === 'seeker' || room.last_message_id !== null)
    .map((p) => ({ userId: p.userId, frame: { type: 'room', room: summaryOf(room, p.role, lastMessage, p.role === 'seeker' ? unread.seeker : unread.company) } }));
}

/**
 * Copies services/jobs' view of the ad into the room when it is older than AD_REFRESH_MS (jobs not
 * answering: the copy is kept), and records the freeze the ad calls for.
 */
async function freshRoom(deps: ChatDeps, room: RoomRow): Promise<RoomRow> {
  const now = deps.now();
  let changed = false;
  if (now.getTime() - room.ad_checked_at.getTime() > AD_REFRESH_MS) {
    const ad = await deps.jobs.chatAd(Number(room.job_id)).catch(() => undefined);
    if (ad) {
      await deps.store.refreshRoomAd(room.id, ad, now);
      changed = true;
    } else if (ad === null) {
      // jobs knows no such ad any more: as deleted.
      await deps.store.refreshRoomAd(room.id, adOf(room, { deleted: true }), now);
      changed = true;
    }
  }
  let current = changed ? ((await deps.store.findRoom(room.chat_url)) ?? room) : room;
  const reason = current.freeze_reason ? null : freezeByAd(current, now);
  if (reason) {
    await deps.store.freeze({ jobId: String(current.job_id), userId: String(current.seeker_id), reason });
    current = (await deps.store.findRoom(room.chat_url)) ?? current;
  }
  return current;
}

const adOf = (room: RoomRow, patch: Partial<InternalChatAd> = {}): InternalChatAd => ({
  jobId: Number(room.job_id),
  title: room.job_title,
  statusCode: room.job_status_code,
  deleted: room.ad_deleted,
  endedAt: room.ad_ended_at ? room.ad_ended_at.toISOString() : null,
  companyUserId: Number(room.company_id),
  masterUserId: room.master_id === null ? null : Number(room.master_id),
  companyName: room.company_name,
  logoKey: room.logo_key,
  ...patch,
});

/** The room and the caller's role in it; 404 for anyone else (the room's existence is not told). */
export async function roomFor(deps: ChatDeps, who: Principal, chatUrl: string, { fresh = true } = {}): Promise<{ room: RoomRow; role: ChatRole }> {
  const found = await deps.store.findRoom(chatUrl);
  const role = found ? roleIn(found, who) : null;
  if (!found || !role) throw notFound(CHAT_MESSAGES.noRoom);
  return { room: fresh ? await freshRoom(deps, found) : found, role };
}

async function lastMessageOf(deps: ChatDeps, room: RoomRow): Promise<ChatMessage | null> {
  if (room.last_message_id === null) return null;
  const row = await deps.store.findMessage(Number(room.last_message_id));
  return row ? deps.store.messageOf(row) : null;
}

export async function getRoom(deps: ChatDeps, who: Principal, chatUrl: string): Promise<ChatRoomDetail> {
  const { room, role } = await roomFor(deps, who, chatUrl);
  return detailOf(room, role, await lastMessageOf(deps, room), await deps.store.unreadOf(room.id));
}

/**
 * The seeker opens the room of an ad (found when it exists; a new one only on an Ongoing ad). An ad
 * under review, ended or deleted answers as an unknown one: hidden ads cannot be told from missing ids.
 */
export async function openRoom(deps: ChatDeps, who: Principal, jobId: number): Promise<ChatRoomDetail> {
  const chatUrl = chatUrlOf(jobId, who.userId);
  if (await deps.store.findRoom(chatUrl)) return getRoom(deps, who, chatUrl);
  const ad = await deps.jobs.chatAd(jobId);
  if (!ad || ad.deleted || ad.statusCode !== ONGOING) throw notFound(CHAT_MESSAGES.noAd);
  const seekerName = await deps.account.memberName(Number(who.userId));
  await deps.store.createRoom({ chatUrl, seekerId: Number(who.userId), seekerName, ad, checkedAt: deps.now() });
  return getRoom(deps, who, chatUrl);
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_(\d{1,18})$/;

export async function listRoomsOf(deps: ChatDeps, who: Principal, query: { jobId?: number | undefined; limit?: number | undefined; cursor?: string | undefined }) {
  let after: { at: Date; id: bigint } | undefined;
  if (query.cursor) {
    const match = CURSOR.exec(query.cursor);
    if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1]))) throw badRequest('The cursor is invalid.', { cursor: 'Use nextCursor of the previous page.' });
    after = { at: new Date(match[1]), id: BigInt(match[2]) };
  }
  const limit = query.limit ?? 30;
  const rows = await deps.store.listRooms(who, { limit: limit + 1, ...(query.jobId !== undefined ? { jobId: query.jobId } : {}), ...(after ? { after } : {}) });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rooms: page.map((row) => {
      const message =
        row.m_id === null
          ? null
          : deps.store.messageOf({
              id: row.m_id,
              room_id: row.id,
              chat_url: row.chat_url,
              sender_id: row.m_sender_id ?? 0n,
              sender_role: row.m_sender_role ?? 'seeker',
              client_id: row.m_client_id ?? '',
              text: row.m_text,
              image_key: row.m_image_key,
              created_at: row.m_created_at ?? row.last_activity_at,
            });
      return summaryOf(row, row.role, message, Number(row.unread));
    }),
    nextCursor: rows.length > limit && last ? `${last.last_activity_at.toISOString()}_${last.id}` : null,
  };
}

export async function messagesOf(deps: ChatDeps, who: Principal, chatUrl: string, query: { before?: number | undefined; after?: number | undefined; limit?: number | undefined }) {
  const { room } = await roomFor(deps, who, chatUrl, { fresh: false });
  const page = await deps.store.listMessages(room.id, {
    limit: query.limit ?? 30,
    ...(query.after !== undefined ? { after: query.after } : query.before !== undefined ? { before: query.before } : {}),
  });
  return { messages: page.rows.map(deps.store.messageOf), hasMore: page.hasMore };
}

const previewOf = (message: { text: string | null }) => (message.text === null ? '[Image]' : Array.from(message.text).slice(0, 80).join(''));
const roomLink = (room: RoomRow) => `/chats/apply/${room.chat_url}?title=${encodeURIComponent(room.job_title)}`;

/**
 * Sends a message as the caller: a clientId already used in the room answers the original (no
 * second row, no rate-limit count, no refusal: it was accepted once); otherwise refusals (404
 * outsiders, read-only master, frozen, blocked), the rate limit, then the message in commit order,
 * the recipient's notification when they have no socket, and the live frames after the commit.
 */
export async function sendMessage(
  deps: ChatDeps,
  who: Principal,
  chatUrl: string,
  body: Pick<SendChatMessageBody, 'clientId' | 'text' | 'imageKey'>,
  { skipSocket }: { skipSocket?: string } = {},
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  const found = await deps.store.findRoom(chatUrl);
  // The seeker writes first: until then the room is theirs alone (roleIn hides it from the company).
  const role = found ? roleIn(found, who) : null;
  if (!found || !role) throw notFound(CHAT_MESSAGES.noRoom);
  // A resend of a message stored before: the original, whatever has changed since (it was accepted once).
  const original = async () => {
    const earlier = await deps.store.findMessageByClientId(found.id, who.userId, body.clientId);
    return earlier ? { message: deps.store.messageOf(earlier), duplicate: true } : null;
  };

  const room = await freshRoom(deps, found);
  const refusal = sendRefusal(room, role);
  if (refusal) {
    const earlier = await original();
    if (earlier) return earlier;
    throw refusal;
  }
  if (body.imageKey !== undefined && (!body.imageKey.startsWith(`${CHAT_UPLOAD_PROJECT}/`) || fileKeyOwner(body.imageKey) !== who.userId)) {
    throw badRequest(CHAT_MESSAGES.imageKey, { imageKey: CHAT_MESSAGES.imageKey });
  }
  if (!deps.limiter.take(who.userId)) {
    const earlier = await original();
    if (earlier) return earlier;
    throw refused(429, 'chat/rate-limited', CHAT_MESSAGES.rateLimited);
  }

  const senderRole = role === 'seeker' ? 'seeker' : 'company';
  const notice = await unreadNotice(room, senderRole, body, (userId) => deps.store.isConnected(userId));
  const at = deps.now();
  const stored = await deps.store.sendOne({ roomId: room.id, senderId: who.userId, senderRole, clientId: body.clientId, text: body.text ?? null, imageKey: body.imageKey ?? null, at }, notice);
  if (!stored) {
    const earlier = await original();
    if (earlier) return earlier;
    throw new Error('chat: a message neither stored nor found');
  }
  const message: ChatMessage = {
    id: Number(stored.id),
    chatUrl: room.chat_url,
    senderId: Number(who.userId),
    senderRole,
    clientId: body.clientId,
    text: body.text ?? null,
    imageKey: body.imageKey ?? null,
    createdAt: stored.created_at.toISOString(),
  };
  const after: RoomRow = {
    ...room,
    last_message_id: stored.id,
    last_activity_at: stored.created_at,
    ...(senderRole === 'seeker' ? { seeker_last_read_id: stored.id, company_notified: room.company_notified || stored.notified } : { company_last_read_id: stored.id, seeker_notified: room.seeker_notified || stored.notified }),
  };
  const recipientUnread = Number(stored.recipient_unread);
  publishMessage(deps, after, message, senderRole === 'seeker' ? { seeker: 0, company: recipientUnread } : { seeker: recipientUnread, company: 0 }, { sender: who.userId, ...(skipSocket ? { skipSocket } : {}) });
  return { message, duplicate: false };
}

/** chat.message.unread for the recipient when they have no socket and were not told since their last read. */
export async function unreadNotice(
  room: RoomRow,
  senderRole: 'seeker' | 'company',
  body: { text?: string | undefined },
  connected: (userId: bigint) => Promise<boolean>,
): Promise<Omit<EventPayloads['chat.message.unread'], 'messageId'> | null> {
  const recipient = senderRole === 'seeker' ? room.company_id : room.seeker_id;
  const told = senderRole === 'seeker' ? room.company_notified : room.seeker_notified;
  if (told || (await connected(recipient))) return null;
  return {
    chatUrl: room.chat_url,
    jobId: String(room.job_id),
    jobTitle: room.job_title,
    recipientUserId: String(recipient),
    senderRole,
    senderName: senderRole === 'seeker' ? room.seeker_name : room.company_name,
    preview: previewOf({ text: body.text ?? null }),
    link: roomLink(room),
  };
}

export function publishMessage(deps: Pick<ChatDeps, 'live'>, room: RoomRow, message: ChatMessage, unread: { seeker: number; company: number }, { sender, skipSocket }: { sender?: string; skipSocket?: string } = {}) {
  const wakes: Wake[] = participantsOf(room).map((p) => ({
    userId: p.userId,
    frame: { type: 'message', message },
    ...(skipSocket && p.userId === sender ? { skipSocket } : {}),
  }));
  deps.live.publish([...wakes, ...roomFrames(room, message, unread)]);
}

/** The caller read the room up to a message: the other side sees 'Read', the caller's lists drop the badge. */
export async function readRoom(deps: ChatDeps, who: Principal, chatUrl: string, upToId: number) {
  const { room, role } = await roomFor(deps, who, chatUrl, { fresh: false });
  if (role === 'master') throw refused(403, 'chat/read-only', CHAT_MESSAGES.readOnly);
  const mark = await deps.store.markRead(room.id, role, upToId);
  const after = (await deps.store.findRoom(chatUrl)) ?? room;
  const unread = await deps.store.unreadOf(room.id);
  const last = await lastMessageOf(deps, after);
  deps.live.publish([
    ...participantsOf(after).map((p) => ({ userId: p.userId, frame: { type: 'read' as const, chatUrl, userId: Number(who.userId), upToId: Number(mark) } })),
    ...roomFrames(after, last, unread).filter((w) => w.userId === who.userId),
  ]);
  return { chatUrl, lastReadId: Number(mark), unread: role === 'seeker' ? unread.seeker : unread.company };
}

export async function blockRoom(deps: ChatDeps, who: Principal, chatUrl: string, blocked: boolean) {
  const { room, role } = await roomFor(deps, who, chatUrl, { fresh: false });
  if (role === 'master') throw refused(403, 'chat/read-only', CHAT_MESSAGES.readOnly);
  await deps.store.setBlocked(room.id, role, blocked);
  const after = (await deps.store.findRoom(chatUrl)) ?? room;
  return {
    chatUrl,
    blockedByMe: role === 'seeker' ? after.seeker_blocked : after.company_blocked,
    blockedByOther: role === 'seeker' ? after.company_blocked : after.seeker_blocked,
  };
}

export async function reportMessage(deps: ChatDeps, who: Principal, messageId: number, report: { reason: string; detail?: string | undefined }) {
  const message = await deps.store.findMessage(messageId);
  if (!message) throw notFound('No such message.');
  const found = await deps.store.findRoom(message.room);
  const role = found ? roleIn(found, who) : null;
  if (!role || role === 'master') throw notFound('No such message.');
  if (String(message.sender_id) === who.userId) throw badRequest(CHAT_MESSAGES.ownMessage, { id: CHAT_MESSAGES.ownMessage });
  const stored = await deps.store.insertReport({ messageId, reporterId: who.userId, reason: report.reason, detail: report.detail || null });
  return { reportId: Number(stored.id), messageId, reportedAt: stored.created_at.toISOString(), message: CHAT_MESSAGES.reported };
}

/** The ad's company: of an Ongoing ad for anyone, of another (under review, ended) for its company and master only; else as an unknown ad. */
export async function businessOf(deps: Pick<ChatDeps, 'jobs'>, who: Principal, jobId: number) {
  const ad = await deps.jobs.chatAd(jobId);
  const ownAd = ad !== null && (String(ad.companyUserId) === who.userId || (ad.masterUserId !== null && String(ad.masterUserId) === who.userId));
  if (!ad || ad.deleted || (ad.statusCode !== ONGOING && !ownAd)) throw notFound(CHAT_MESSAGES.noAd);
  return { job_id: ad.jobId, business_id: ad.companyUserId, companyName: ad.companyName };
}

/** A room changed state (frozen): each participant's list row, live. */
export async function publishRoom(deps: Pick<ChatDeps, 'store' | 'live'>, chatUrl: string): Promise<void> {
  const room = await deps.store.findRoom(chatUrl);
  if (!room) return;
  const last = room.last_message_id === null ? null : await deps.store.findMessage(Number(room.last_message_id));
  deps.live.publish(roomFrames(room, last ? deps.store.messageOf(last) : null, await deps.store.unreadOf(room.id)));
}
