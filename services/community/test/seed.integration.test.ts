/**
 * The seed: 60+ events and notices across the three categories (some with images, some ended), the
 * home's banner events 53 and 56, 40 FAQ entries, banners and a popup, the demo seeker's 10
 * inquiries (some answered, their events in the outbox), one decided report; once only; every body
 * through the sanitiser.
 */
import { DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCommunity } from '../src/seed/seed.ts';
import { call, startCommunity, type Harness } from './harness.ts';

const NOW = new Date('2026-11-20T04:00:00.000Z');
let h: Harness;
const seeker = { userId: String(DEMO_SEEKER_ID), userType: 'individual' as const, email: 'seeker@demo.ph' };

beforeAll(async () => {
  h = await startCommunity('community_seed', () => NOW);
  expect(await seedCommunity(h.db, NOW)).toBe(true);
});
afterAll(async () => h?.close());

describe('the community seed', () => {
  it('loads 60+ notices and events over the three tabs, some with images, some ended, with scriptless bodies', async () => {
    const notices = await call(h.base, 'GET', '/api/event?category=022B');
    const ongoing = await call(h.base, 'GET', '/api/event?category=022A&statusCode=027A');
    const ended = await call(h.base, 'GET', '/api/event?category=022A&statusCode=027B');
    const winners = await call(h.base, 'GET', '/api/event?category=022C');
    expect(notices.body.count + ongoing.body.count + ended.body.count + winners.body.count).toBeGreaterThanOrEqual(60);
    expect(Math.min(notices.body.count, ongoing.body.count, ended.body.count, winners.body.count)).toBeGreaterThanOrEqual(5);
    expect(ongoing.body.list.every((item: { thumbnailKey: string | null }) => item.thumbnailKey?.startsWith('seed/events/'))).toBe(true);
    const rows = await h.db.eventNotice.findMany({ select: { body: true } });
    expect(rows.every((row) => !/<script|on\w+=|javascript:/i.test(row.body))).toBe(true);
  });

  it("makes events 53 and 56 the home's event banners (the spec's links)", async () => {
    const banners = await call(h.base, 'GET', '/api/event/banner');
    expect(banners.body.list.map((b: { eventId: number }) => b.eventId).sort()).toEqual([53, 56]);
    expect((await call(h.base, 'GET', '/api/event/53')).body).toMatchObject({ categoryCode: '022A', statusCode: '027A', index: expect.stringContaining('<ul>') });
  });

  it('loads 40 FAQ entries on both tabs, the home banners and one popup', async () => {
    const individual = await call(h.base, 'GET', '/api/faq?type=individual');
    const business = await call(h.base, 'GET', '/api/faq?type=business');
    expect(individual.body.count + business.body.count).toBe(40);
    expect(business.body.count).toBeGreaterThanOrEqual(10);
    expect((await call(h.base, 'GET', '/api/faq?type=individual&category=026F')).body.count).toBeGreaterThanOrEqual(3);
    expect((await call(h.base, 'GET', '/api/banner?locationCode=025B')).body.list.length).toBeGreaterThanOrEqual(3);
    expect(await call(h.base, 'GET', '/api/popups').then((r) => r.body)).toHaveLength(1);
  });

  it("gives the demo seeker 10 inquiries, some answered with their events for My news, one with an additional inquiry", async () => {
    const list = await call(h.base, 'GET', '/api/qna?pageUnit=20', { token: h.token(seeker) });
    expect(list.body.count).toBe(10);
    const answered = list.body.list.filter((q: { statusCode: string }) => q.statusCode === '024A');
    expect(answered.length).toBeGreaterThanOrEqual(3);
    expect(answered.length).toBeLessThan(10);
    expect(await h.db.outboxEvent.count({ where: { subject: 'community.qna.answered' } })).toBe(answered.length);
    const threaded = list.body.list.find((q: { parentQnaId: number | null }) => q.parentQnaId !== null);
    const parent = await call(h.base, 'GET', `/api/qna/${threaded.parentQnaId}`, { token: h.token(seeker) });
    expect(parent.body.additionalList).toHaveLength(1);
  });

  it('keeps one decided report of the demo seeker, its outcome in the outbox', async () => {
    const reports = await h.db.report.findMany();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ userId: BigInt(DEMO_SEEKER_ID), targetType: 'job', statusCode: 'actioned', targetTitle: expect.any(String) });
    expect(await h.db.outboxEvent.count({ where: { subject: 'community.report.resolved' } })).toBe(1);
  });

  it('does nothing the second time', async () => {
    const before = await h.db.eventNotice.count();
    expect(await seedCommunity(h.db, NOW)).toBe(false);
    expect(await h.db.eventNotice.count()).toBe(before);
  });
});
