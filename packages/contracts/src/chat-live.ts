/**
 * The live chat's constants, zod-free (remotes, the gateway and the bench import them; the frame
 * schemas are in ./chat.ts). The design, decided for the chat issue (issue 15):
 *
 * Rooms. One room per ad and applicant, keyed by the spec's `chat_url` `apply_{jobId}_{uid}`
 * (chatUrlOf). Its participants: the seeker (uid, an individual) and the ad's company (the ad's
 * owner: services/jobs' job_ad.company_id, the company member's user id; a branch is a company of
 * its own). The company's master (services/jobs' company_master) reads the rooms of its branches'
 * ads, read-only (it never sends, never marks read for the branch, never blocks).
 * - The seeker opens the room from the ad (`POST /chats/rooms { jobId }`, idempotent; visitors 401,
 *   company members 403). Any Ongoing (012C), not deleted ad takes a new room: the spec shows the
 *   Chat button on every ad's bottom bar, so chat is not limited to ads offering the chat apply.
 * - A room the seeker opened is visible to the company once it holds a message (the seeker wrote,
 *   or applied by chat: services/jobs' jobs.application.created of a 018B/0190 application creates
 *   the room with the seeker's first message 'From chat apply', once per application).
 * - Anyone else (another member, another company, a company for another company's ad) gets 404 for
 *   the room, its messages and its socket frames: a room's existence is not told to outsiders.
 *
 * Messages. Text (1..CHAT_TEXT_MAX characters as a person counts them, trimmed) or one image (a file
 * key of services/media issued to the sender, upload project 'chat'), never both. Each message
 * carries the sender's `clientId` (a UUID the client makes before the first try): a send with a
 * clientId the sender already used in the room answers the ORIGINAL message and stores nothing
 * (unique (room, sender, clientId)). Message ids grow in commit order per room; history pages
 * backwards (`before`, `limit`) and catches up forwards (`after`).
 *
 * Live. A WebSocket at CHAT_WS_PATH (the gateway proxies the upgrade). The client offers the
 * subprotocols [CHAT_WS_PROTOCOL, CHAT_WS_BEARER_PREFIX + accessToken]; the server checks the token
 * (service-kit's verifyAccessToken; the gateway checks it too) and selects CHAT_WS_PROTOCOL (an upgrade
 * not offering it is refused with HTTP 400; a missing or bad token is accepted, then closed 4401, so
 * that a browser sees the code). Frames
 * are JSON (ZChatClientFrame / ZChatServerFrame in ./chat.ts). A socket receives every frame of its
 * user's rooms (messages, reads, room summaries for live lists). At the token's expiry the server
 * closes with CHAT_WS_CLOSE.tokenExpired: the client refreshes its token, reconnects, asks
 * `GET .../messages?after=<last id it holds>` for each open room and resends its unacked messages
 * with their clientIds (acked with the originals, never stored twice).
 *
 * Several instances. The database is the record. After a message (or read, or room change) is
 * committed, the instance publishes a wake on NATS core subject `live.chat.user.<userId>` for each
 * participant (CHAT_LIVE_SUBJECT), carrying the server frame; every instance delivers it to its own
 * sockets of that user. No NATS_URL (embedded): an in-process bus. A wake lost while an instance
 * restarts costs nothing: its clients reconnect and catch up from the database.
 *
 * Freeze. A frozen room keeps its history readable and refuses sends (CHAT_MESSAGES.frozen, shown
 * in the composer). Frozen by: the seeker's cancelled application (POST /chats/freeze, event
 * jobs.application.cancelled), the ad deleted (jobs.job_ad.deleted), the company withdrawn
 * (jobs.company_ads.closed), and the available period: a room stays open while its ad is Ongoing
 * and for CHAT_AVAILABLE_DAYS_AFTER_AD_END days after the ad ends (012D), so that the company can
 * arrange interviews with its applicants; then it is frozen ('period.expired'). An ad re-registered
 * within that period keeps its rooms open.
 *
 * Notifications. A message to a participant with no open socket (on any instance: each instance
 * records its users' sockets in the database with a heartbeat) becomes one
 * chat.message.unread event (outbox) per room until they read the room: services/account turns it
 * into a My news item of type 'chat' leading to the room. E-mail: there is no e-mail opt-in in the
 * product yet, so no chat e-mail is sent (a TODO of services/chat's README).
 *
 * Abuse. Either side blocks the other in a room (the blocked side's sends are refused with
 * CHAT_MESSAGES.blocked / blockedByYou); a participant reports a message (stored with a reason until
 * the community's report call takes them); a sender is limited to CHAT_RATE_LIMIT.messages messages
 * per CHAT_RATE_LIMIT.windowMs (REST 429; socket: an error frame 'rate-limited', and a socket that
 * keeps flooding past 3x the limit is closed with CHAT_WS_CLOSE.rateLimited).
 */

/** The WebSocket's path on services/chat and through the gateway (same path, same origin). */
export const CHAT_WS_PATH = '/chats/ws';
/** The subprotocol the server selects. */
export const CHAT_WS_PROTOCOL = 'phjobs-chat.v1';
/** The second subprotocol the client offers: 'bearer.' + the access token (JWTs are valid subprotocol tokens). */
export const CHAT_WS_BEARER_PREFIX = 'bearer.';

/** Close codes of the chat socket, and what the client does. */
export const CHAT_WS_CLOSE = {
  /** 1000: the client closed it. */
  normal: 1000,
  /** 1001: the server is shutting down (deploy, restart): reconnect at once, catch up by `after`. */
  goingAway: 1001,
  /** 4400: a frame that is not JSON or no known frame, repeatedly: a client bug; do not retry blindly. */
  badFrames: 4400,
  /** 4401 'token expired' (or no/invalid token at the upgrade): refresh the token, reconnect, resend unacked. */
  tokenExpired: 4401,
  /** 4403: the user may not chat (e.g. withdrawn): do not reconnect. */
  forbidden: 4403,
  /** 4408: no frame (not even ping) for CHAT_WS_IDLE_MS: reconnect when needed. */
  idle: 4408,
  /** 4429: flooding past 3x the rate limit: wait CHAT_RATE_LIMIT.windowMs, reconnect. */
  rateLimited: 4429,
} as const;
export type ChatWsCloseCode = (typeof CHAT_WS_CLOSE)[keyof typeof CHAT_WS_CLOSE];

/** The close reasons sent with the codes above (the client may show them). */
export const CHAT_WS_CLOSE_REASON = {
  tokenExpired: 'token expired',
  unauthenticated: 'token missing or invalid',
  forbidden: 'forbidden',
  idle: 'idle',
  rateLimited: 'rate limited',
  badFrames: 'bad frames',
  goingAway: 'server restarting',
} as const;

/** Error codes of the error frame (and `code` of the REST errors where they apply). */
export const CHAT_ERROR_CODES = ['validation', 'not-found', 'frozen', 'blocked', 'read-only', 'rate-limited', 'internal'] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** Characters of a text message, as a person counts them. */
export const CHAT_TEXT_MAX = 1000;
/** Messages per page of history (default and most). */
export const CHAT_PAGE = { default: 30, max: 100 } as const;
/** Rooms per page of the list (default and most). */
export const CHAT_ROOMS_PAGE = { default: 30, max: 100 } as const;
/** A sender's messages per window (REST and socket together, per instance). */
export const CHAT_RATE_LIMIT = { messages: 20, windowMs: 10_000 } as const;
/** A room stays open this many days after its ad ended (012D); then it is frozen ('period.expired'). */
export const CHAT_AVAILABLE_DAYS_AFTER_AD_END = 30;
/** The socket is closed (CHAT_WS_CLOSE.idle) after this long without any frame; clients ping every CHAT_WS_PING_MS. */
export const CHAT_WS_IDLE_MS = 70_000;
export const CHAT_WS_PING_MS = 25_000;
/** The first message of a room made by the chat apply (018B), as services/jobs writes selfIntroduction. */
export const CHAT_APPLY_TEXT = 'From chat apply';
/** The upload project of chat images (services/media's UPLOAD_RULES). */
export const CHAT_UPLOAD_PROJECT = 'chat';

/**
 * NATS core subject of a user's live frames. Outside `chat.>` on purpose: the JetStream stream
 * captures `chat.>` (EVENT_STREAM_SUBJECTS) and wakes must not be stored: the database is the record.
 */
export const CHAT_LIVE_SUBJECT = (userId: number | string): string => `live.chat.user.${userId}`;

/** Report reasons of a message (ours; the community's report call takes them later). */
export const CHAT_REPORT_REASONS = ['spam', 'abuse', 'scam', 'inappropriate', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];
