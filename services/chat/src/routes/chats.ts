/**
 * `/chats/*` calls of the 'Application status' screen (account-community.md): the memo and the
 * freeze. Individuals only (401 visitors, 403 company members); the `email` query, when given,
 * must be the token's (the kit's checks, from the declarations).
 */
import type { CHAT_API } from '@phjobs/contracts/api/chat';
import { forbidden } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { ChatDb } from '../db.ts';
import { freezeChat } from '../domain/freeze-chat.ts';
import { saveMemo } from '../domain/save-memo.ts';
import type { Upstreams } from '../upstreams.ts';

export type ChatRouteDeps = { db: ChatDb; upstreams: Upstreams; now: () => Date; onOutbox: () => void };

export function chatHandlers({ db, upstreams, now, onOutbox }: ChatRouteDeps): Handlers<typeof CHAT_API, 'saveMemo' | 'freezeChat'> {
  return {
    /** `{ chat_url, applicationId, memo }` → 200 `ZSaveMemoResponse`; another member's application 404. */
    saveMemo: async ({ principal, body }) => {
      const answer = await saveMemo({ db, upstreams, now }, principal.userId, body);
      onOutbox();
      return answer;
    },

    /** `{ job_id, user_id }` → 200 `ZChatFreeze`, the same again (idempotent); user_id must be the caller (403). */
    freezeChat: ({ principal, body }) => {
      if (String(body.user_id) !== principal.userId) throw forbidden('You can only freeze your own chat.');
      return freezeChat(db, { jobId: body.job_id, userId: body.user_id, reason: 'member' });
    },
  };
}
