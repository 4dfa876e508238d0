/**
 * POST /chats/memo over real HTTP and a real PostgreSQL, with a stand-in of services/jobs
 * (./harness.ts). account-community.md: "POST {chat service}/chats/memo (chat_url, memo encoded)
 * where status 200 updates the list"; "Memo: up to 150 characters".
 */
import { ZSaveMemoResponse, encodeMemoText } from '@phjobs/contracts/chat';
import { MEMO_MESSAGES } from '@phjobs/contracts/messages';
import { parseEventPayload } from '@phjobs/contracts/events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANA, ANA_PHONE, call, JUAN, JUAN_CHAT, JUAN_PHONE, SAMPAGUITA, startChat, type Harness } from './harness.ts';

let h: Harness;
let clock = Date.parse('2026-03-02T02:00:00.000Z');

beforeAll(async () => {
  h = await startChat('chat_memo', () => new Date((clock += 1000)));
  for (const application of [JUAN_CHAT, JUAN_PHONE, ANA_PHONE]) h.jobs.applications.set(application.applicationId, application);
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.db.applicationMemo.deleteMany();
  await h.db.outboxEvent.deleteMany();
  h.jobs.failing = false;
});

/** token null = a visitor. */
const save = (body: unknown, token: string | null = h.token(JUAN), query = '') => call(h.base, 'POST', `/chats/memo${query}`, { body, ...(token ? { token } : {}) });
const events = async () => (await h.db.outboxEvent.findMany({ orderBy: { occurredAt: 'asc' } })).map((row) => ({ subject: row.subject, payload: parseEventPayload('chat.memo.saved', row.payload) }));

describe('POST /chats/memo', () => {
  it("saves the memo of the member's own chat application and answers 200 with it", async () => {
    const memo = encodeMemoText('Ask about the ₱18,000 salary 😀');
    const res = await save({ chat_url: 'apply_12_1', applicationId: 501, memo });
    expect(res.status).toBe(200);
    expect(ZSaveMemoResponse.parse(res.body)).toEqual({ applicationId: 501, chat_url: 'apply_12_1', memo, savedAt: expect.any(String) });
    expect(await h.db.applicationMemo.findMany({ select: { userId: true, applicationId: true, jobId: true, chatUrl: true, memo: true } })).toEqual([
      { userId: 1n, applicationId: 501n, jobId: 12n, chatUrl: 'apply_12_1', memo },
    ]);
  });

  it('writes chat.memo.saved to the outbox with the saved memo, and wakes the relay', async () => {
    const before = h.outboxNotified();
    const memo = encodeMemoText('Bring my NBI clearance');
    const res = await save({ chat_url: null, applicationId: 502, memo });
    expect(res.status).toBe(200);
    expect(await events()).toEqual([{ subject: 'chat.memo.saved', payload: { applicationId: '502', jobId: '13', userId: '1', memo, savedAt: res.body.savedAt } }]);
    expect(h.outboxNotified()).toBe(before + 1);
  });

  it('keeps one memo per member and application: the latest save wins, an empty memo clears it', async () => {
    await save({ applicationId: 502, memo: encodeMemoText('first') });
    await save({ applicationId: 502, memo: encodeMemoText('second') });
    expect(await h.db.applicationMemo.findMany({ select: { memo: true } })).toEqual([{ memo: encodeMemoText('second') }]);
    expect((await save({ applicationId: 502, memo: '' })).status).toBe(200);
    expect(await h.db.applicationMemo.findMany({ select: { memo: true } })).toEqual([{ memo: '' }]);
    expect((await events()).map((event) => event.payload.memo)).toEqual([encodeMemoText('first'), encodeMemoText('second'), '']);
  });

  it("answers 404 for another member's application and writes nothing", async () => {
    const res = await save({ chat_url: null, applicationId: ANA_PHONE.applicationId, memo: encodeMemoText('not mine') });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not-found');
    expect(await h.db.applicationMemo.count()).toBe(0);
    expect(await h.db.outboxEvent.count()).toBe(0);
    // Ana herself may.
    expect((await save({ applicationId: ANA_PHONE.applicationId, memo: encodeMemoText('mine') }, h.token(ANA))).status).toBe(200);
  });

  it('answers 404 for an unknown application, or one of a member who withdrew', async () => {
    expect((await save({ applicationId: 999, memo: encodeMemoText('x') })).status).toBe(404);
    h.jobs.applications.set(504, { ...JUAN_PHONE, applicationId: 504, userId: null });
    expect((await save({ applicationId: 504, memo: encodeMemoText('x') })).status).toBe(404);
    expect(await h.db.applicationMemo.count()).toBe(0);
  });

  it('refuses visitors (401) and company members (403)', async () => {
    const body = { applicationId: 501, memo: encodeMemoText('x') };
    const visitor = await save(body, null);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('auth/unauthorized');
    expect((await save(body, h.token(SAMPAGUITA))).status).toBe(403);
    expect((await save(body, h.token(JUAN), '?email=someone@else.ph')).status).toBe(403);
    expect(await h.db.applicationMemo.count()).toBe(0);
  });

  it('answers 400 with field messages for a memo over 150 characters, one not encoded, or a bad application id', async () => {
    const asked = h.jobs.calls;
    const tooLong = await save({ applicationId: 501, memo: encodeMemoText('a'.repeat(151)) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'validation/invalid', fields: { memo: MEMO_MESSAGES.tooLong } });
    expect((await save({ applicationId: 501, memo: 'plain text, not encoded' })).body.fields).toEqual({ memo: MEMO_MESSAGES.encoding });
    expect(Object.keys((await save({ applicationId: 'abc' })).body.fields).sort()).toEqual(['applicationId', 'memo']);
    expect((await save('just a string')).status).toBe(400);
    // Bad input is refused before services/jobs is asked.
    expect(h.jobs.calls).toBe(asked);
    expect(await h.db.applicationMemo.count()).toBe(0);
  });

  it('takes a memo of exactly 150 characters', async () => {
    expect((await save({ applicationId: 502, memo: encodeMemoText('😀'.repeat(150)) })).status).toBe(200);
  });

  it("answers 400 on chat_url when it names another chat than the application's", async () => {
    const res = await save({ chat_url: 'apply_99_1', applicationId: 501, memo: encodeMemoText('x') });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ chat_url: MEMO_MESSAGES.otherChat });
    expect(await h.db.applicationMemo.count()).toBe(0);
  });

  it('answers 503 and writes nothing when services/jobs cannot say whose application it is', async () => {
    h.jobs.failing = true;
    const res = await save({ applicationId: 501, memo: encodeMemoText('x') });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('service/unavailable');
    expect(await h.db.applicationMemo.count()).toBe(0);
  });
});
