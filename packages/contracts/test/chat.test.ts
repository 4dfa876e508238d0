import { describe, expect, it } from 'vitest';
import { decodeMemoText, encodeMemoText, ZFreezeChatBody, ZSaveMemoBody } from '../src/chat.ts';
import { MEMO_MESSAGES } from '../src/messages.ts';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('memo wire form (the URL-encoded text, base64-encoded)', () => {
  it('reads back what the account remote writes, emoji and line breaks included', () => {
    const text = 'Call back Monday 😀\nAsk about the ₱18,000 salary';
    expect(decodeMemoText(encodeMemoText(text))).toBe(text);
    expect(decodeMemoText(btoa(encodeURIComponent('Interview at 10')))).toBe('Interview at 10');
    expect(decodeMemoText('')).toBe('');
  });

  it('reads a corrupt memo as no text at all (null)', () => {
    expect(decodeMemoText('not base64!')).toBeNull();
    expect(decodeMemoText(btoa('%E0%A4%A'))).toBeNull();
    expect(decodeMemoText(btoa('\u00ff\u00fe'))).toBeNull();
  });
});

describe('ZSaveMemoBody', () => {
  it("takes the account remote's body: chat_url (or null), applicationId, memo", () => {
    const memo = encodeMemoText('Bring my NBI clearance');
    expect(ZSaveMemoBody.parse({ chat_url: 'apply_12_1', applicationId: 5, memo })).toEqual({ chat_url: 'apply_12_1', applicationId: 5, memo });
    expect(ZSaveMemoBody.parse({ chat_url: null, applicationId: '5', memo: '' })).toEqual({ chat_url: null, applicationId: 5, memo: '' });
  });

  it('takes a memo of exactly 150 characters, emoji counted as one', () => {
    expect(ZSaveMemoBody.safeParse({ applicationId: 1, memo: encodeMemoText('😀'.repeat(150)) }).success).toBe(true);
  });

  it('refuses a memo over 150 characters, one not encoded, and a bad application or chat', () => {
    expect(fieldsOf(ZSaveMemoBody.safeParse({ applicationId: 1, memo: encodeMemoText('a'.repeat(151)) }))).toEqual({ memo: MEMO_MESSAGES.tooLong });
    expect(fieldsOf(ZSaveMemoBody.safeParse({ applicationId: 1, memo: encodeMemoText('😀'.repeat(151)) }))).toEqual({ memo: MEMO_MESSAGES.tooLong });
    expect(fieldsOf(ZSaveMemoBody.safeParse({ applicationId: 1, memo: 'plain text memo' }))).toEqual({ memo: MEMO_MESSAGES.encoding });
    expect(Object.keys(fieldsOf(ZSaveMemoBody.safeParse({ applicationId: 0, chat_url: 'room-7', memo: 42 }))).sort()).toEqual(['applicationId', 'chat_url', 'memo']);
  });
});

describe('ZFreezeChatBody', () => {
  it('takes job_id and user_id as numbers or numeric strings', () => {
    expect(ZFreezeChatBody.parse({ job_id: 12, user_id: '1' })).toEqual({ job_id: 12, user_id: 1 });
  });

  it('refuses missing or non-numeric ids', () => {
    expect(Object.keys(fieldsOf(ZFreezeChatBody.safeParse({ job_id: 'x' }))).sort()).toEqual(['job_id', 'user_id']);
  });
});
