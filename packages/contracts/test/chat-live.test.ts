import { describe, expect, it } from 'vitest';
import { CHAT_LIVE_SUBJECT, CHAT_TEXT_MAX } from '../src/chat-live.ts';
import { ZChatClientFrame, ZChatMessagesQuery, ZChatServerFrame, ZSendChatMessageBody } from '../src/chat.ts';
import { EVENT_STREAM_SUBJECTS } from '../src/events.ts';
import { CHAT_MESSAGES } from '../src/messages.ts';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
const clientId = '5b0c8a7e-2a4c-4d7e-9a55-0f1b1c2d3e4f';

describe('a chat message (text up to 1,000 characters, or one image)', () => {
  it('takes a text of 1,000 characters as a person counts them (emoji are one) and trims it', () => {
    const parsed = ZSendChatMessageBody.parse({ clientId, text: `  ${'😀'.repeat(CHAT_TEXT_MAX)}  ` });
    expect(Array.from(parsed.text ?? '')).toHaveLength(CHAT_TEXT_MAX);
  });

  it('refuses 1,001 characters, an empty text, both a text and an image, and a missing client id with field messages', () => {
    expect(fieldsOf(ZSendChatMessageBody.safeParse({ clientId, text: 'a'.repeat(1001) }))).toEqual({ text: CHAT_MESSAGES.textTooLong });
    expect(fieldsOf(ZSendChatMessageBody.safeParse({ clientId, text: '   ' }))).toEqual({ text: CHAT_MESSAGES.textRequired });
    expect(fieldsOf(ZSendChatMessageBody.safeParse({ clientId }))).toEqual({ text: CHAT_MESSAGES.textRequired });
    expect(fieldsOf(ZSendChatMessageBody.safeParse({ clientId, text: 'hi', imageKey: 'chat/1/abc' }))).toEqual({ imageKey: CHAT_MESSAGES.textOrImage });
    expect(fieldsOf(ZSendChatMessageBody.safeParse({ clientId: 'x', text: 'hi' }))).toEqual({ clientId: CHAT_MESSAGES.clientId });
  });
});

describe('the socket frames', () => {
  it('reads the client frames send, read and ping, and refuses a send to a chat not written apply_{jobId}_{uid}', () => {
    expect(ZChatClientFrame.parse({ type: 'send', chatUrl: 'apply_12_1', clientId, text: 'Hello' })).toMatchObject({ type: 'send', text: 'Hello' });
    expect(ZChatClientFrame.parse({ type: 'read', chatUrl: 'apply_12_1', upToId: 5 })).toEqual({ type: 'read', chatUrl: 'apply_12_1', upToId: 5 });
    expect(ZChatClientFrame.parse({ type: 'ping' })).toEqual({ type: 'ping' });
    expect(ZChatClientFrame.safeParse({ type: 'send', chatUrl: 'room-1', clientId, text: 'Hello' }).success).toBe(false);
  });

  it('reads the server error frame with its code and client id', () => {
    expect(ZChatServerFrame.parse({ type: 'error', code: 'frozen', message: CHAT_MESSAGES.frozen, clientId })).toMatchObject({ code: 'frozen', clientId });
  });
});

describe('paging and the live subject', () => {
  it('reads before/after/limit from the query string and refuses a limit over 100', () => {
    expect(ZChatMessagesQuery.parse({ before: '40', limit: '20' })).toEqual({ before: 40, limit: 20 });
    expect(ZChatMessagesQuery.parse({ after: '0' })).toEqual({ after: 0 });
    expect(ZChatMessagesQuery.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('keeps the live wakes out of the JetStream stream (the database is the record)', () => {
    const subject = CHAT_LIVE_SUBJECT(42);
    expect(EVENT_STREAM_SUBJECTS.some((filter) => subject.startsWith(filter.replace('>', '')))).toBe(false);
  });
});
