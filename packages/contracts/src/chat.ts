/**
 * The chat service's calls: the member's memo on an application (`POST /chats/memo`), the freeze
 * of an apply chat after a cancel (`POST /chats/freeze`) (account-community.md, 'Application
 * status'), and the apply chats themselves: rooms, messages, reads, blocks, reports and the live
 * socket's frames. The design (rooms, who sees what, freeze, notifications, several instances,
 * close codes) is written at the top of ./chat-live.ts; the user-facing texts are CHAT_MESSAGES
 * in ./messages.ts.
 *
 * Spec names are kept (`chat_url`, `job_id`, `user_id`). The spec's memo call sends `chat_url` and
 * the memo; a General (non-chat) application has no chat, so the body also names the application
 * (`applicationId`, ours), and the memo belongs to the application.
 */
import { z } from 'zod';
import { positiveId } from './applications.ts';
import { LIMITS } from './codes.ts';
import { CHAT_ERROR_CODES, CHAT_PAGE, CHAT_REPORT_REASONS, CHAT_ROOMS_PAGE, CHAT_TEXT_MAX } from './chat-live.ts';
import { CHAT_MESSAGES, MEMO_MESSAGES } from './messages.ts';

/** The apply chat of a member and an ad: `apply_{jobId}_{uid}` (the route /chats/apply/apply_{jobId}_{uid}). */
export const chatUrlOf = (jobId: number | string, userId: number | string): string => `apply_${jobId}_${userId}`;

export const CHAT_URL_PATTERN = /^apply_\d{1,18}_\d{1,18}$/;


/**
 * The memo's text from its wire form (base64 of the URL-encoded text), or null when the value is
 * not that (not base64, not URL-encoded ASCII, or a broken %-sequence). '' is the empty memo.
 */
export function decodeMemoText(encoded: string): string | null {
  let urlEncoded: string;
  try {
    urlEncoded = atob(encoded);
  } catch {
    return null;
  }
  // encodeURIComponent writes printable ASCII only (a line break is %0A).
  if (!/^[\x20-\x7e]*$/.test(urlEncoded)) return null;
  try {
    return decodeURIComponent(urlEncoded);
  } catch {
    return null;
  }
}

/** The wire form of a memo's text: base64(encodeURIComponent(text)). */
export const encodeMemoText = (text: string): string => btoa(encodeURIComponent(text));

/** Characters as a person counts them (an emoji is one), as the memo counter 'n / 150' does. */
export const memoLength = (text: string): number => Array.from(text).length;

/** 150 characters of 4 UTF-8 bytes each, URL-encoded (3 characters %XX a byte), then base64-encoded (4 for 3). */
const MEMO_WIRE_MAX = Math.ceil((LIMITS.memo * 4 * 3) / 3) * 4;

const ZEncodedMemo = z
  .string({ error: MEMO_MESSAGES.encoding })
  .max(MEMO_WIRE_MAX, { error: MEMO_MESSAGES.tooLong })
  .superRefine((value, ctx) => {
    const text = decodeMemoText(value);
    if (text === null) ctx.addIssue({ code: 'custom', message: MEMO_MESSAGES.encoding });
    else if (memoLength(text) > LIMITS.memo) ctx.addIssue({ code: 'custom', message: MEMO_MESSAGES.tooLong });
  });

const ZChatUrl = z.string({ error: MEMO_MESSAGES.chatUrl }).regex(CHAT_URL_PATTERN, { error: MEMO_MESSAGES.chatUrl });

/** `POST /chats/memo`: the memo of one of the caller's applications; '' clears it. */
export const ZSaveMemoBody = z.object(
  {
    /** The application's chat (chat applications), else null or absent. When given it must be the application's. */
    chat_url: ZChatUrl.nullable().optional(),
    applicationId: positiveId('application'),
    memo: ZEncodedMemo,
  },
  { error: 'The body must be a JSON object.' },
);
export type SaveMemoBody = z.output<typeof ZSaveMemoBody>;

/** The answer of `POST /chats/memo` (ours: the spec only reads the status, 200). */
export const ZSaveMemoResponse = z.object({
  applicationId: z.number().int(),
  chat_url: z.string().nullable(),
  /** As stored: the URL-encoded text, base64-encoded. */
  memo: z.string(),
  /** ISO 8601 */
  savedAt: z.string(),
});
export type SaveMemoResponse = z.infer<typeof ZSaveMemoResponse>;

/** `POST /chats/freeze`: the chat of `user_id` (the caller) about ad `job_id`. */
export const ZFreezeChatBody = z.object(
  {
    job_id: positiveId('job'),
    user_id: positiveId('user'),
  },
  { error: 'The body must be a JSON object.' },
);
export type FreezeChatBody = z.output<typeof ZFreezeChatBody>;

/**
 * Who froze a chat: the member's own call after a cancel, the jobs.application.cancelled event, the
 * jobs.job_ad.deleted event, jobs.company_ads.closed, or the available period
 * (CHAT_AVAILABLE_DAYS_AFTER_AD_END after the ad ended).
 */
export const FREEZE_REASONS = ['member', 'application.cancelled', 'job_ad.deleted', 'company.withdrawn', 'period.expired'] as const;
export type FreezeReason = (typeof FREEZE_REASONS)[number];

/** A chat's freeze: the answer of `POST /chats/freeze` (ours) and of the internal read. */
export const ZChatFreeze = z.object({
  chat_url: z.string(),
  jobId: z.number().int(),
  userId: z.number().int(),
  frozen: z.boolean(),
  /** ISO 8601, when it was first frozen; null when it is not. */
  frozenAt: z.string().nullable(),
  reason: z.enum(FREEZE_REASONS).nullable(),
});
export type ChatFreeze = z.infer<typeof ZChatFreeze>;

/** `GET /internal/chats/:chatUrl/freeze` (x-service-token): `chatUrl` is apply_{jobId}_{uid}. */
export const ZChatUrlParam = z.object({ chatUrl: ZChatUrl });

// ---------------------------------------------------------------------------------------------
// Rooms and messages (the chat issue; design in ./chat-live.ts)
// ---------------------------------------------------------------------------------------------

const optionalPositiveInt = (message: string, max?: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    (max === undefined ? z.number({ error: message }).int({ error: message }).min(1, { error: message }) : z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message })).optional(),
  );

/** `:chatUrl` of the room calls: apply_{jobId}_{uid}. */
export const ZChatRoomParam = z.object({ chatUrl: ZChatUrl });

/** `:id` of a message (report). */
export const ZChatMessageIdParam = z.object({ id: positiveId('message') });

/** Who the caller is in a room: the seeker, the ad's company, or the company's master (read-only). */
export const CHAT_ROLES = ['seeker', 'company', 'master'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** One message. `senderRole` says which side wrote it; exactly one of `text` and `imageKey` is set. */
export const ZChatMessage = z.object({
  id: z.number().int(),
  chatUrl: z.string(),
  senderId: z.number().int(),
  senderRole: z.enum(['seeker', 'company']),
  /** The sender's id of the message (UUID), echoed in the ack; unique per room and sender. */
  clientId: z.string(),
  text: z.string().nullable(),
  /** services/media file key (show it with fileUrl); null for a text. */
  imageKey: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

/** A room as the caller's list shows it (also the live `room` frame, per user). */
export const ZChatRoomSummary = z.object({
  chatUrl: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  /** The ad's company: its member's user id (the spec's business id), name and logo key. */
  companyUserId: z.number().int(),
  companyName: z.string(),
  logoKey: z.string().nullable(),
  seekerUserId: z.number().int(),
  /** The seeker's full name ('' when unknown). */
  seekerName: z.string(),
  role: z.enum(CHAT_ROLES),
  lastMessage: ZChatMessage.nullable(),
  /** ISO 8601: the last message's time, else the room's creation; the list's order (newest first). */
  lastActivityAt: z.string(),
  /** Messages of the other side after the caller's read mark (0 for the master). */
  unread: z.number().int().min(0),
  frozen: z.boolean(),
});
export type ChatRoomSummary = z.infer<typeof ZChatRoomSummary>;

/** `GET /chats/rooms`: the caller's rooms; a company may filter by its ad. */
export const ZChatRoomsQuery = z.object({
  jobId: optionalPositiveInt(CHAT_MESSAGES.jobId),
  limit: optionalPositiveInt(`The limit must be between 1 and ${CHAT_ROOMS_PAGE.max}.`, CHAT_ROOMS_PAGE.max),
  /** `nextCursor` of the previous page. */
  cursor: z.string().max(100).optional(),
});
export const ZChatRoomsResponse = z.object({
  rooms: z.array(ZChatRoomSummary),
  /** null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ChatRoomsResponse = z.infer<typeof ZChatRoomsResponse>;

/** `GET /chats/rooms/:chatUrl` and `POST /chats/rooms`: the room's header and composer state. */
export const ZChatRoomDetail = ZChatRoomSummary.extend({
  /** 012A Under Review, 012C Ongoing, 012D End (as services/jobs said last). */
  jobStatusCode: z.string(),
  frozenReason: z.enum(FREEZE_REASONS).nullable(),
  /** CHAT_MESSAGES.frozenBy[reason] while frozen, else null. */
  frozenMessage: z.string().nullable(),
  blockedByMe: z.boolean(),
  blockedByOther: z.boolean(),
  /** Whether the composer may send; else `sendRefusal` says why (frozen, blocked, read-only). */
  canSend: z.boolean(),
  sendRefusal: z.string().nullable(),
  /** The caller's read mark and the other side's (messages of mine up to it show 'Read'); 0 = none. */
  myLastReadId: z.number().int(),
  otherLastReadId: z.number().int(),
});
export type ChatRoomDetail = z.infer<typeof ZChatRoomDetail>;

/** `POST /chats/rooms`: the seeker opens (or finds) the room of an ad. */
export const ZOpenChatRoomBody = z.object({ jobId: positiveId('job') }, { error: 'The body must be a JSON object.' });

/** `GET /chats/rooms/:chatUrl/messages`: `before` pages backwards (older), `after` catches up (newer); neither = the newest page. */
export const ZChatMessagesQuery = z.object({
  before: optionalPositiveInt(CHAT_MESSAGES.messageId),
  after: z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z.number({ error: CHAT_MESSAGES.messageId }).int({ error: CHAT_MESSAGES.messageId }).min(0, { error: CHAT_MESSAGES.messageId }).optional(),
  ),
  limit: optionalPositiveInt(`The limit must be between 1 and ${CHAT_PAGE.max}.`, CHAT_PAGE.max),
});
export const ZChatMessagesResponse = z.object({
  /** Oldest first. */
  messages: z.array(ZChatMessage),
  /** More in the direction asked (older for `before` and the newest page, newer for `after`). */
  hasMore: z.boolean(),
});
export type ChatMessagesResponse = z.infer<typeof ZChatMessagesResponse>;

/** Characters as a person counts them. */
export const chatTextLength = (text: string): number => Array.from(text).length;

const messageContent = {
  clientId: z.uuid({ error: CHAT_MESSAGES.clientId }),
  text: z
    .string({ error: CHAT_MESSAGES.textRequired })
    .trim()
    .min(1, { error: CHAT_MESSAGES.textRequired })
    .refine((text) => chatTextLength(text) <= CHAT_TEXT_MAX, { error: CHAT_MESSAGES.textTooLong })
    .optional(),
  imageKey: z.string({ error: CHAT_MESSAGES.imageKey }).max(300, { error: CHAT_MESSAGES.imageKey }).optional(),
};
const exactlyOne = (value: { text?: string | undefined; imageKey?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.text === undefined && value.imageKey === undefined) ctx.addIssue({ code: 'custom', path: ['text'], message: CHAT_MESSAGES.textRequired });
  if (value.text !== undefined && value.imageKey !== undefined) ctx.addIssue({ code: 'custom', path: ['imageKey'], message: CHAT_MESSAGES.textOrImage });
};

/** `POST /chats/rooms/:chatUrl/messages`: a text or an image; a clientId already used answers the original. */
export const ZSendChatMessageBody = z.object(messageContent, { error: 'The body must be a JSON object.' }).superRefine(exactlyOne);
export type SendChatMessageBody = z.output<typeof ZSendChatMessageBody>;

/** `POST /chats/rooms/:chatUrl/read`: the caller has read up to this message (a lower mark than the stored one changes nothing). */
export const ZMarkChatReadBody = z.object({ upToId: positiveId('message') }, { error: 'The body must be a JSON object.' });
export const ZChatReadResponse = z.object({ chatUrl: z.string(), lastReadId: z.number().int(), unread: z.number().int().min(0) });
export type ChatReadResponse = z.infer<typeof ZChatReadResponse>;

/** `POST /chats/rooms/:chatUrl/block`: block (true) or unblock (false) the other side of the room. */
export const ZBlockChatBody = z.object({ blocked: z.boolean({ error: 'blocked must be true or false.' }) }, { error: 'The body must be a JSON object.' });
export const ZChatBlockState = z.object({ chatUrl: z.string(), blockedByMe: z.boolean(), blockedByOther: z.boolean() });
export type ChatBlockState = z.infer<typeof ZChatBlockState>;

/** `POST /chats/messages/:id/report`: a participant reports the other side's message. */
export const ZReportChatMessageBody = z.object(
  {
    reason: z.enum(CHAT_REPORT_REASONS, { error: CHAT_MESSAGES.reportReason }),
    detail: z.string().trim().max(500, { error: CHAT_MESSAGES.reportDetailTooLong }).optional(),
  },
  { error: 'The body must be a JSON object.' },
);
export const ZChatReport = z.object({ reportId: z.number().int(), messageId: z.number().int(), reportedAt: z.string(), message: z.string() });
export type ChatReport = z.infer<typeof ZChatReport>;

/** `GET /chats/unread`: the caller's unread messages across rooms (the home and my-page badges). */
export const ZChatUnreadResponse = z.object({ total: z.number().int().min(0), rooms: z.number().int().min(0) });
export type ChatUnreadResponse = z.infer<typeof ZChatUnreadResponse>;

/** `GET /chats/business-id-by-job-id?job_id=` (jobs-seeker.md: exists, response not shown): the ad's company. */
export const ZBusinessIdByJobIdQuery = z.object({ job_id: positiveId('job') });
export const ZBusinessIdByJobIdResponse = z.object({
  job_id: z.number().int(),
  /** The company member's user id that owns the ad (the room's company side). */
  business_id: z.number().int(),
  companyName: z.string(),
});
export type BusinessIdByJobIdResponse = z.infer<typeof ZBusinessIdByJobIdResponse>;

/**
 * services/jobs: `GET /internal/job-ads/:id/chat` (x-service-token): what chat needs of an ad to open
 * a room and to know whether it is still open. Deleted ads answer too (`deleted: true`).
 */
export const ZInternalChatAd = z.object({
  jobId: z.number().int(),
  title: z.string(),
  /** 012A, 012C, 012D */
  statusCode: z.string(),
  deleted: z.boolean(),
  /** ISO 8601: when a 012D ad last changed (its end), else null. */
  endedAt: z.string().nullable(),
  companyUserId: z.number().int(),
  /** The company's master (company_master), null when none. */
  masterUserId: z.number().int().nullable(),
  companyName: z.string(),
  logoKey: z.string().nullable(),
});
export type InternalChatAd = z.infer<typeof ZInternalChatAd>;

// ---------------------------------------------------------------------------------------------
// The socket's frames (JSON text frames; CHAT_WS_* in ./chat-live.ts)
// ---------------------------------------------------------------------------------------------

/** Client → server: a message (acked by `ack`, or `error` with its clientId). */
export const ZChatSendFrame = z.object({ type: z.literal('send'), chatUrl: ZChatUrl, ...messageContent }).superRefine(exactlyOne);
/** Client → server: read up to a message (the other side gets a `read` frame). */
export const ZChatReadFrame = z.object({ type: z.literal('read'), chatUrl: ZChatUrl, upToId: positiveId('message') });
export const ZChatPingFrame = z.object({ type: z.literal('ping') });
export const ZChatClientFrame = z.union([ZChatSendFrame, ZChatReadFrame, ZChatPingFrame]);
export type ChatClientFrame = z.input<typeof ZChatClientFrame>;

export const ZChatServerFrame = z.discriminatedUnion('type', [
  /** After the upgrade: who the socket is and when its token expires (then close 4401). */
  z.object({ type: z.literal('ready'), userId: z.number().int(), expiresAt: z.string() }),
  /** A new message in one of the user's rooms (also the user's own, sent from another tab or device). */
  z.object({ type: z.literal('message'), message: ZChatMessage }),
  /** The sender's message stored (or, for a clientId already used, the original). */
  z.object({ type: z.literal('ack'), clientId: z.string(), message: ZChatMessage }),
  /** `userId` read the room up to `upToId` (read receipts; the user's own reads sync other tabs). */
  z.object({ type: z.literal('read'), chatUrl: z.string(), userId: z.number().int(), upToId: z.number().int() }),
  /** A room of the user changed (new message, read, freeze, block): the list's row, as the user sees it. */
  z.object({ type: z.literal('room'), room: ZChatRoomSummary }),
  z.object({
    type: z.literal('error'),
    code: z.enum(CHAT_ERROR_CODES),
    message: z.string(),
    clientId: z.string().optional(),
    chatUrl: z.string().optional(),
    /** Field messages of a 'validation' error. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
  z.object({ type: z.literal('pong') }),
]);
export type ChatServerFrame = z.infer<typeof ZChatServerFrame>;
