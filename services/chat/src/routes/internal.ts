import type { CHAT_API } from '@phjobs/contracts/api/chat';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { ChatDb } from '../data/db.ts';
import { readFreeze } from '../data/freeze-chat.ts';

/** Service-to-service calls (x-service-token, checked by the kit); the gateway never routes /internal. */
export function internalHandlers({ db }: { db: ChatDb }): Handlers<typeof CHAT_API, 'chatFreeze'> {
  return {
    /** Whether an apply chat is frozen (`ZChatFreeze`; `frozen: false` when not), for the chat rooms to come. */
    chatFreeze: ({ params: { chatUrl } }) => {
      const [, jobId, userId] = chatUrl.split('_');
      return readFreeze(db, BigInt(jobId ?? '0'), BigInt(userId ?? '0'));
    },
  };
}
