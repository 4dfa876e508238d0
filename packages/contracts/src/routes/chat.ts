/**
 * The routes services/chat serves (zod-free: remotes import it). Their schemas are in
 * ../api/chat.ts under the same names.
 */
import { defineRoutes } from '../route.ts';

export const CHAT_ROUTES = defineRoutes('chat', {
  saveMemo: { method: 'POST', path: '/chats/memo', summary: "Save the member's memo of an application", access: ['individual'], rateLimit: null, email: true },
  freezeChat: { method: 'POST', path: '/chats/freeze', summary: "Freeze the member's apply chat of an ad (idempotent)", access: ['individual'], rateLimit: null, email: true },

  // The apply chats (design: ../chat-live.ts). Participants only: anyone else gets 404.
  businessIdByJobId: { method: 'GET', path: '/chats/business-id-by-job-id', summary: "The ad's company (its member's user id and name)", access: 'member', rateLimit: null },
  chatRooms: { method: 'GET', path: '/chats/rooms', summary: "The caller's rooms, newest activity first (a company's across its ads, filter jobId; a master's branches', read-only)", access: 'member', rateLimit: null },
  openChatRoom: { method: 'POST', path: '/chats/rooms', summary: 'The seeker opens (or finds) the room of an Ongoing ad', access: ['individual'], rateLimit: null },
  chatUnread: { method: 'GET', path: '/chats/unread', summary: "The caller's unread messages across rooms", access: 'member', rateLimit: null },
  chatRoom: { method: 'GET', path: '/chats/rooms/:chatUrl', summary: "A room's header and composer state (404 to anyone but its participants)", access: 'member', rateLimit: null },
  chatMessages: { method: 'GET', path: '/chats/rooms/:chatUrl/messages', summary: "A room's messages, paged backwards (before) or caught up (after)", access: 'member', rateLimit: null },
  sendChatMessage: { method: 'POST', path: '/chats/rooms/:chatUrl/messages', summary: 'Send a text or an image (a clientId already used answers the original)', access: ['individual', 'company'], rateLimit: null },
  markChatRead: { method: 'POST', path: '/chats/rooms/:chatUrl/read', summary: 'Mark the room read up to a message', access: ['individual', 'company'], rateLimit: null },
  blockChat: { method: 'POST', path: '/chats/rooms/:chatUrl/block', summary: 'Block or unblock the other side of the room', access: ['individual', 'company'], rateLimit: null },
  reportChatMessage: { method: 'POST', path: '/chats/messages/:id/report', summary: "Report the other side's message (kept until the community's report call takes it)", access: ['individual', 'company'], rateLimit: null, status: 201 },

  // Internal: other services (x-service-token)
  chatFreeze: { method: 'GET', path: '/internal/chats/:chatUrl/freeze', summary: 'Whether an apply chat is frozen', access: 'internal', rateLimit: null },
});
