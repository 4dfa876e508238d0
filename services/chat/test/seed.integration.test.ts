/**
 * The chat seed: two demo conversations between the demo seeker and the demo employer on the demo
 * company's Ongoing ads (asked of services/jobs), each with its last line unread by its recipient;
 * a second run stores nothing. Real PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { httpJobsClient } from '../src/clients/jobs.ts';
import { seedConversations } from '../src/seed/seed.ts';
import { AD_12, AD_15_OTHER, call, JUAN, SAMPAGUITA, SERVICE_SECRET, startChat, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startChat('chat_seed');
  h.jobs.ads.set(1, { ...AD_12, jobId: 1, title: 'Barista' });
  h.jobs.ads.set(2, { ...AD_15_OTHER, jobId: 2 });
  h.jobs.ads.set(3, { ...AD_12, jobId: 3, title: 'Cashier', statusCode: '012D', endedAt: new Date().toISOString() });
  h.jobs.ads.set(4, { ...AD_12, jobId: 4, title: 'Service Crew' });
});
afterAll(async () => {
  await h?.close();
});

it("seeds two conversations on the demo company's Ongoing ads, the last line of each unread, and nothing the second time", async () => {
  const jobs = httpJobsClient({ jobsUrl: h.jobs.url, serviceSecret: SERVICE_SECRET });
  expect(await seedConversations(h.db, jobs)).toBe(6);
  const seeker = (await call(h.base, 'GET', '/chats/rooms', { token: h.token(JUAN) })).body.rooms;
  expect(seeker.map((r: { chatUrl: string; unread: number }) => [r.chatUrl, r.unread])).toEqual([
    ['apply_4_1', 0],
    ['apply_1_1', 1],
  ]);
  const company = (await call(h.base, 'GET', '/chats/rooms', { token: h.token(SAMPAGUITA) })).body.rooms;
  expect(company.map((r: { chatUrl: string; unread: number }) => [r.chatUrl, r.unread])).toEqual([
    ['apply_4_1', 1],
    ['apply_1_1', 0],
  ]);
  expect(await seedConversations(h.db, jobs)).toBe(0);
  expect(await h.db.chatMessage.count()).toBe(6);
});
