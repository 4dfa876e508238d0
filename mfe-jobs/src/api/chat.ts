/**
 * The chat calls of the jobs remote (services/chat, the routes of @phjobs/contracts/routes/chat),
 * through the typed client. The live part is the socket (../chat/socket.ts); these are the room's
 * header, the history pages, the list, reads, blocks and reports. The spec's client sends no
 * `email` to the chat service.
 */
import type { ChatMessage, ChatRoomDetail, ChatRoomSummary, ChatRoomsResponse, ChatMessagesResponse } from '@phjobs/contracts/chat';
import type { ChatReportReason } from '@phjobs/contracts/chat-live';
import { CHAT_ROUTES } from '@phjobs/contracts/routes/chat';
import { causeOf } from '@phjobs/ui/cause';
import { ApiError } from '@phjobs/web-core/api';
import { call } from '@phjobs/web-core/client';

export type { ChatMessage, ChatRoomDetail, ChatRoomSummary };

/** The seeker opens (or finds) the room of an ad: POST /chats/rooms { jobId }. */
export function openRoom(jobId: number): Promise<ChatRoomDetail> {
  return call(CHAT_ROUTES.openChatRoom, { body: { jobId } });
}

/** The room's header and composer state (404 to anyone but its participants). */
export function fetchRoom(chatUrl: string, signal?: AbortSignal): Promise<ChatRoomDetail> {
  return call(CHAT_ROUTES.chatRoom, { params: { chatUrl }, signal });
}

/** History, oldest first: the newest page, older than `before`, or newer than `after` (catching up after a reconnect). */
export function fetchMessages(chatUrl: string, page: { before?: number; after?: number; limit?: number }, signal?: AbortSignal): Promise<ChatMessagesResponse> {
  return call(CHAT_ROUTES.chatMessages, { params: { chatUrl }, query: { before: page.before, after: page.after, limit: page.limit }, signal });
}

/** The caller's rooms, newest activity first; a company may filter by its ad. */
export function fetchRooms(query: { jobId?: number | null; cursor?: string | null; limit?: number }, signal?: AbortSignal): Promise<ChatRoomsResponse> {
  return call(CHAT_ROUTES.chatRooms, { query: { jobId: query.jobId ?? undefined, cursor: query.cursor ?? undefined, limit: query.limit }, signal });
}

export function markRead(chatUrl: string, upToId: number) {
  return call(CHAT_ROUTES.markChatRead, { params: { chatUrl }, body: { upToId } });
}

export function setBlocked(chatUrl: string, blocked: boolean) {
  return call(CHAT_ROUTES.blockChat, { params: { chatUrl }, body: { blocked } });
}

export function reportMessage(messageId: number, reason: ChatReportReason, detail?: string) {
  return call(CHAT_ROUTES.reportChatMessage, { params: { id: messageId }, body: { reason, ...(detail ? { detail } : {}) } });
}

/** What to tell the person about a failed chat call: the service's own sentence for a refusal (4xx), else the cause with its status. */
export function chatErrorText(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : causeOf(error);
}
