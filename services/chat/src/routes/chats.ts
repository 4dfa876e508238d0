/**
 * `/chats/*` calls of the 'Application status' screen (account-community.md): the memo and the
 * freeze. Individuals only (401 visitors, 403 company members); the `email` query, when given,
 * must be the token's (the kit's checks, from the declarations).
 */
import type { CHAT_API } from '@phjobs/contracts/api/chat';
import { forbidden } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { JobsClient } from '../clients/jobs.ts';
import type { ChatStore } from '../data/chat-store.ts';
import type { ChatDb } from '../data/db.ts';
import type { Wake } from '../data/live-bus.ts';
import { freezeChat } from '../data/freeze-chat.ts';
import { storeMemo } from '../data/memos.ts';
import { publishRoom } from '../domain/chat-rooms.ts';
import { saveMemo } from '../domain/save-memo.ts';

/** `db` wakes the outbox relay after a transaction that wrote an event (releaseAfterCommit in start.ts). */
export type ChatRouteDeps = { db: ChatDb; jobs: JobsClient; now: () => Date; live: { publish(wakes: readonly Wake[]): void }; store: ChatStore };

export function chatHandlers({ db, jobs, now, live, store }: ChatRouteDeps): Handlers<typeof CHAT_API, 'saveMemo' | 'freezeChat'> {
  const memos = { jobs, now, storeMemo: (memo: Parameters<typeof storeMemo>[1]) => storeMemo(db, memo) };
  return {
    /** `{ chat_url, applicationId, memo }` → 200 `ZSaveMemoResponse`; another member's application 404. */
    saveMemo: ({ principal, body }) => saveMemo(memos, principal.userId, body),

    /** `{ job_id, user_id }` → 200 `ZChatFreeze`, the same again (idempotent); user_id must be the caller (403). The room's sides see it frozen live. */
    freezeChat: async ({ principal, body }) => {
      if (String(body.user_id) !== principal.userId) throw forbidden('You can only freeze your own chat.');
      const freeze = await freezeChat(db, { jobId: body.job_id, userId: body.user_id, reason: 'member' });
      await publishRoom({ store, live }, freeze.chat_url);
      return freeze;
    },
  };
}
