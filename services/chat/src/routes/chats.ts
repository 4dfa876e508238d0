/**
 * `/chats/*` calls of the 'Application status' screen (account-community.md): the memo and the
 * freeze. Individuals only (401 visitors, 403 company members); the `email` query, when given,
 * must be the token's.
 */
import { ZFreezeChatBody, ZSaveMemoBody, type ChatFreeze, type SaveMemoResponse } from '@phjobs/contracts/chat';
import { checkEmailParam, requireUser } from '@phjobs/service-kit/auth';
import { forbidden } from '@phjobs/service-kit/errors';
import { parse } from '@phjobs/service-kit/validate';
import type { Request, Response, Router } from 'express';
import type { ChatDb } from '../db.ts';
import { freezeChat } from '../domain/freeze-chat.ts';
import { saveMemo } from '../domain/save-memo.ts';
import type { Upstreams } from '../upstreams.ts';

export type ChatRouteDeps = { db: ChatDb; upstreams: Upstreams; now: () => Date; onOutbox: () => void };

function individual(req: Request, res: Response) {
  const principal = requireUser(res, 'individual');
  checkEmailParam(req, res);
  return principal;
}

export function chatRoutes(router: Router, { db, upstreams, now, onOutbox }: ChatRouteDeps): void {
  /** `{ chat_url, applicationId, memo }` → 200 `ZSaveMemoResponse`; another member's application 404. */
  router.post('/chats/memo', async (req, res) => {
    const { userId } = individual(req, res);
    const body = parse(ZSaveMemoBody, req.body ?? {});
    const answer: SaveMemoResponse = await saveMemo({ db, upstreams, now }, userId, body);
    onOutbox();
    res.json(answer);
  });

  /** `{ job_id, user_id }` → 200 `ZChatFreeze`, the same again (idempotent); user_id must be the caller (403). */
  router.post('/chats/freeze', async (req, res) => {
    const { userId } = individual(req, res);
    const body = parse(ZFreezeChatBody, req.body ?? {});
    if (String(body.user_id) !== userId) throw forbidden('You can only freeze your own chat.');
    const answer: ChatFreeze = await freezeChat(db, { jobId: body.job_id, userId: body.user_id, reason: 'member' });
    res.json(answer);
  });
}
