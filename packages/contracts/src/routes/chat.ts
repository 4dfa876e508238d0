/**
 * The routes services/chat serves (zod-free: remotes import it). Their schemas are in
 * ../api/chat.ts under the same names.
 */
import { defineRoutes } from '../route.ts';

export const CHAT_ROUTES = defineRoutes('chat', {
  saveMemo: { method: 'POST', path: '/chats/memo', summary: "Save the member's memo of an application", access: ['individual'], rateLimit: null, email: true },
  freezeChat: { method: 'POST', path: '/chats/freeze', summary: "Freeze the member's apply chat of an ad (idempotent)", access: ['individual'], rateLimit: null, email: true },

  // Internal: other services (x-service-token)
  chatFreeze: { method: 'GET', path: '/internal/chats/:chatUrl/freeze', summary: 'Whether an apply chat is frozen', access: 'internal', rateLimit: null },
});
