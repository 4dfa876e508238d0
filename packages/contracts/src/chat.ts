/**
 * The chat service's calls (account-community.md, 'Application status'): the member's memo on an
 * application (`POST /chats/memo`) and the freeze of an apply chat after a cancel
 * (`POST /chats/freeze`). Rooms and messages come with the chat issue.
 *
 * Spec names are kept (`chat_url`, `job_id`, `user_id`). The spec's memo call sends `chat_url` and
 * the memo; a General (non-chat) application has no chat, so the body also names the application
 * (`applicationId`, ours), and the memo belongs to the application.
 */
import { z } from 'zod';
import { positiveId } from './applications.ts';
import { LIMITS } from './codes.ts';
import { MEMO_MESSAGES } from './messages.ts';

/** The apply chat of a member and an ad: `apply_{jobId}_{uid}` (the route /chats/apply/apply_{jobId}_{uid}). */
export const chatUrlOf = (jobId: number | string, userId: number | string): string => `apply_${jobId}_${userId}`;

export const CHAT_URL_PATTERN = /^apply_\d{1,18}_\d{1,18}$/;


/**
 * The memo's text from its wire form (base64 of the URL-encoded text), or null when the value is
 * not that (not base64, not URL-encoded ASCII, or a broken %-sequence). '' is the empty memo.
 */
export function decodeMemoText(encoded: string): string | null {
  let urlEncoded: string;
  try {
    urlEncoded = atob(encoded);
  } catch {
    return null;
  }
  // encodeURIComponent writes printable ASCII only (a line break is %0A).
  if (!/^[\x20-\x7e]*$/.test(urlEncoded)) return null;
  try {
    return decodeURIComponent(urlEncoded);
  } catch {
    return null;
  }
}

/** The wire form of a memo's text: base64(encodeURIComponent(text)). */
export const encodeMemoText = (text: string): string => btoa(encodeURIComponent(text));

/** Characters as a person counts them (an emoji is one), as the memo counter 'n / 150' does. */
export const memoLength = (text: string): number => Array.from(text).length;

/** 150 characters of 4 UTF-8 bytes each, URL-encoded (3 characters %XX a byte), then base64-encoded (4 for 3). */
const MEMO_WIRE_MAX = Math.ceil((LIMITS.memo * 4 * 3) / 3) * 4;

const ZEncodedMemo = z
  .string({ error: MEMO_MESSAGES.encoding })
  .max(MEMO_WIRE_MAX, { error: MEMO_MESSAGES.tooLong })
  .superRefine((value, ctx) => {
    const text = decodeMemoText(value);
    if (text === null) ctx.addIssue({ code: 'custom', message: MEMO_MESSAGES.encoding });
    else if (memoLength(text) > LIMITS.memo) ctx.addIssue({ code: 'custom', message: MEMO_MESSAGES.tooLong });
  });

const ZChatUrl = z.string({ error: MEMO_MESSAGES.chatUrl }).regex(CHAT_URL_PATTERN, { error: MEMO_MESSAGES.chatUrl });

/** `POST /chats/memo`: the memo of one of the caller's applications; '' clears it. */
export const ZSaveMemoBody = z.object(
  {
    /** The application's chat (chat applications), else null or absent. When given it must be the application's. */
    chat_url: ZChatUrl.nullable().optional(),
    applicationId: positiveId('application'),
    memo: ZEncodedMemo,
  },
  { error: 'The body must be a JSON object.' },
);
export type SaveMemoBody = z.output<typeof ZSaveMemoBody>;

/** The answer of `POST /chats/memo` (ours: the spec only reads the status, 200). */
export const ZSaveMemoResponse = z.object({
  applicationId: z.number().int(),
  chat_url: z.string().nullable(),
  /** As stored: the URL-encoded text, base64-encoded. */
  memo: z.string(),
  /** ISO 8601 */
  savedAt: z.string(),
});
export type SaveMemoResponse = z.infer<typeof ZSaveMemoResponse>;

/** `POST /chats/freeze`: the chat of `user_id` (the caller) about ad `job_id`. */
export const ZFreezeChatBody = z.object(
  {
    job_id: positiveId('job'),
    user_id: positiveId('user'),
  },
  { error: 'The body must be a JSON object.' },
);
export type FreezeChatBody = z.output<typeof ZFreezeChatBody>;

/** Who froze a chat: the member's own call after a cancel, the jobs.application.cancelled event, or the jobs.job_ad.deleted event. */
export const FREEZE_REASONS = ['member', 'application.cancelled', 'job_ad.deleted', 'company.withdrawn'] as const;
export type FreezeReason = (typeof FREEZE_REASONS)[number];

/** A chat's freeze: the answer of `POST /chats/freeze` (ours) and of the internal read. */
export const ZChatFreeze = z.object({
  chat_url: z.string(),
  jobId: z.number().int(),
  userId: z.number().int(),
  frozen: z.boolean(),
  /** ISO 8601, when it was first frozen; null when it is not. */
  frozenAt: z.string().nullable(),
  reason: z.enum(FREEZE_REASONS).nullable(),
});
export type ChatFreeze = z.infer<typeof ZChatFreeze>;

/** `GET /internal/chats/:chatUrl/freeze` (x-service-token): `chatUrl` is apply_{jobId}_{uid}. */
export const ZChatUrlParam = z.object({ chatUrl: ZChatUrl });
