/**
 * The apply chats' REST calls (design: packages/contracts/src/chat-live.ts; rules in
 * ../domain/chat-rooms.ts, shared with the socket). Participants only: anyone else gets 404.
 */
import type { CHAT_API } from '@phjobs/contracts/api/chat';
import type { Handlers } from '@phjobs/service-kit/routes';
import { blockRoom, businessOf, getRoom, listRoomsOf, messagesOf, openRoom, readRoom, reportMessage, sendMessage, type ChatDeps } from '../domain/chat-rooms.ts';

type RoomRoutes = 'businessIdByJobId' | 'chatRooms' | 'openChatRoom' | 'chatUnread' | 'chatRoom' | 'chatMessages' | 'sendChatMessage' | 'markChatRead' | 'blockChat' | 'reportChatMessage';

export function roomHandlers(deps: ChatDeps): Handlers<typeof CHAT_API, RoomRoutes> {
  return {
    /** `?job_id=` → the ad's company `{ job_id, business_id, companyName }`; 404 unknown, deleted, or hidden from the caller. */
    businessIdByJobId: ({ principal, query }) => businessOf(deps, principal, query.job_id),

    /** The caller's rooms, newest activity first; `nextCursor` pages on. */
    chatRooms: ({ principal, query }) => listRoomsOf(deps, principal, query),

    /** The seeker's room of an ad: the existing one, else a new one on an Ongoing ad (404 no ad, or not Ongoing). */
    openChatRoom: ({ principal, body }) => openRoom(deps, principal, body.jobId),

    chatUnread: ({ principal }) => deps.store.totalUnread(principal),

    chatRoom: ({ principal, params }) => getRoom(deps, principal, params.chatUrl),

    chatMessages: ({ principal, params, query }) => messagesOf(deps, principal, params.chatUrl, query),

    /** The stored message (the original for a clientId already used); 409 frozen, 403 blocked or read-only, 429 too fast. */
    sendChatMessage: async ({ principal, params, body }) => (await sendMessage(deps, principal, params.chatUrl, body)).message,

    markChatRead: ({ principal, params, body }) => readRoom(deps, principal, params.chatUrl, body.upToId),

    blockChat: ({ principal, params, body }) => blockRoom(deps, principal, params.chatUrl, body.blocked),

    reportChatMessage: ({ principal, params, body }) => reportMessage(deps, principal, params.id, body),
  };
}
