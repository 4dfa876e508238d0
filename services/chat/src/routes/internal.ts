import { ZChatUrlParam, type ChatFreeze } from '@phjobs/contracts/chat';
import { requireService } from '@phjobs/service-kit/auth';
import { parse } from '@phjobs/service-kit/validate';
import type { Router } from 'express';
import type { ChatDb } from '../db.ts';
import { readFreeze } from '../domain/freeze-chat.ts';

/** Service-to-service calls (x-service-token); the gateway never routes /internal. */
export function internalRoutes(router: Router, { db, serviceSecret }: { db: ChatDb; serviceSecret: string }): void {
  /** Whether an apply chat is frozen (`ZChatFreeze`; `frozen: false` when not), for the chat rooms to come. */
  router.get('/internal/chats/:chatUrl/freeze', requireService(serviceSecret), async (req, res) => {
    const { chatUrl } = parse(ZChatUrlParam, req.params);
    const [, jobId, userId] = chatUrl.split('_');
    const answer: ChatFreeze = await readFreeze(db, BigInt(jobId ?? '0'), BigInt(userId ?? '0'));
    res.json(answer);
  });
}
