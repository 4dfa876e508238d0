/**
 * GET /api/event, /api/event/{id}, /api/event/banner (account-community.md 'Events and notices'):
 * tabs by category, keyword, the Event tab's status (027A Ongoing, 027B End), paging with the total
 * count, and bodies sanitised when written so that a stored script comes back inert.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../src/data/events.ts';
import { call, startCommunity, type Harness } from './harness.ts';

const NOW = new Date('2026-11-20T04:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
let h: Harness;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await startCommunity('community_events', () => NOW);
  // 12 notices (one significant, older than the rest), 3 events (2 ongoing, 1 ended), 1 winner announcement.
  for (let i = 1; i <= 12; i++) ids[`notice${i}`] = await createEvent(h.db, { categoryCode: '022B', title: `Notice ${i}`, html: `<p>Body of notice ${i}</p>`, activeStartAt: daysAgo(20 - i), isSignificant: i === 1 });
  ids.fair = await createEvent(h.db, { categoryCode: '022A', title: 'Virtual Job Fair', html: '<p>BPO and IT companies hiring 100% online</p>', activeStartAt: daysAgo(2), activeEndAt: new Date(NOW.getTime() + 10 * DAY), thumbnailKey: 'seed/events/fair', isBanner: true });
  ids.webinar = await createEvent(h.db, { categoryCode: '022A', title: 'Interview webinar', html: '<p>HR managers answer</p>', activeStartAt: daysAgo(1), activeEndAt: null, thumbnailKey: 'seed/events/webinar' });
  ids.ended = await createEvent(h.db, { categoryCode: '022A', title: 'Summer jobs', html: '<p>Students</p>', activeStartAt: daysAgo(40), activeEndAt: daysAgo(10), thumbnailKey: 'seed/events/summer', isBanner: true });
  ids.winners = await createEvent(h.db, { categoryCode: '022C', title: 'Winners: Summer jobs raffle', html: '<p>Congratulations</p>', activeStartAt: daysAgo(5) });
});
afterAll(async () => h?.close());

describe('GET /api/event', () => {
  it('answers the Notice tab by default, significant first then the newest, 10 a page with the total count', async () => {
    const first = await call(h.base, 'GET', '/api/event?pageUnit=10&pageNo=1');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(12);
    expect(first.body.list).toHaveLength(10);
    expect(first.body.list.map((item: { title: string }) => item.title).slice(0, 3)).toEqual(['Notice 1', 'Notice 12', 'Notice 11']);
    expect(first.body.list[0]).toEqual({
      eventId: ids.notice1,
      categoryCode: '022B',
      title: 'Notice 1',
      createdAt: expect.any(String),
      isSignificant: true,
      thumbnailKey: null,
      attachKey: null,
      activeStartAt: daysAgo(19).toISOString(),
      activeEndAt: null,
      statusCode: '027A',
    });
    const second = await call(h.base, 'GET', '/api/event?category=022B&pageUnit=10&pageNo=2');
    expect(second.body).toMatchObject({ count: 12 });
    expect(second.body.list.map((item: { title: string }) => item.title)).toEqual(['Notice 3', 'Notice 2']);
  });

  it("filters the Event tab by status: 027A Ongoing (no end or not past), 027B End", async () => {
    const ongoing = await call(h.base, 'GET', '/api/event?category=022A&statusCode=027A&pageUnit=10&pageNo=1');
    expect(ongoing.body.list.map((item: { title: string }) => item.title)).toEqual(['Interview webinar', 'Virtual Job Fair']);
    expect(ongoing.body.count).toBe(2);
    const ended = await call(h.base, 'GET', '/api/event?category=022A&statusCode=027B');
    expect(ended.body).toMatchObject({ count: 1, list: [{ title: 'Summer jobs', statusCode: '027B' }] });
    const winners = await call(h.base, 'GET', '/api/event?category=022C&keyword=&pageUnit=10&pageNo=1');
    expect(winners.body).toMatchObject({ count: 1, list: [{ eventId: ids.winners, categoryCode: '022C' }] });
  });

  it('finds a keyword in the title or the body, letter case ignored, and % only as itself', async () => {
    expect((await call(h.base, 'GET', '/api/event?category=022A&keyword=job%20FAIR')).body.list.map((item: { title: string }) => item.title)).toEqual(['Virtual Job Fair']);
    expect((await call(h.base, 'GET', '/api/event?category=022A&keyword=hr%20managers')).body.count).toBe(1);
    expect((await call(h.base, 'GET', '/api/event?category=022A&keyword=100%25')).body.count).toBe(1);
    expect((await call(h.base, 'GET', '/api/event?category=022B&keyword=%25')).body.count).toBe(0);
  });

  it('answers 400 with the field for an unknown category or status, a bad page, or a keyword with control characters', async () => {
    const category = await call(h.base, 'GET', '/api/event?category=022D');
    expect(category.status).toBe(400);
    expect(category.body.fields).toHaveProperty('category');
    expect((await call(h.base, 'GET', '/api/event?category=022A&statusCode=027C')).body.fields).toHaveProperty('statusCode');
    expect((await call(h.base, 'GET', '/api/event?pageNo=0')).body.fields).toHaveProperty('pageNo');
    const control = await call(h.base, 'GET', '/api/event?keyword=a%07b');
    expect(control.status).toBe(400);
    expect(control.body.fields.keyword).toBe('The text contains characters that are not allowed.');
  });
});

describe('GET /api/event/{id}', () => {
  it('answers the item with its body', async () => {
    const res = await call(h.base, 'GET', `/api/event/${ids.fair}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ eventId: ids.fair, title: 'Virtual Job Fair', thumbnailKey: 'seed/events/fair', statusCode: '027A', index: '<p>BPO and IT companies hiring 100% online</p>' });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call(h.base, 'GET', '/api/event/999999')).status).toBe(404);
  });

  it('serves a body that was written with script, event handlers and javascript: links inert', async () => {
    const id = await createEvent(h.db, {
      categoryCode: '022B',
      title: 'Hostile body',
      html: '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(document.cookie)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><a href="https://dole.gov.ph" target="_blank">DOLE</a>',
      activeStartAt: daysAgo(1),
    });
    const res = await call(h.base, 'GET', `/api/event/${id}`);
    const body: string = res.body.index;
    expect(body).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|alert\(/i);
    expect(body).toBe(
      '<p>Read <a rel="noopener noreferrer nofollow">this</a></p><img src="x" /><a href="https://dole.gov.ph" target="_blank" rel="noopener noreferrer nofollow">DOLE</a>',
    );
    // The stored row is the sanitised one: nothing unsafe waits in the table.
    expect((await h.db.eventNotice.findUniqueOrThrow({ where: { id: BigInt(id) } })).body).toBe(body);
  });
});

describe('GET /api/event/banner', () => {
  it('answers the ongoing banner events with their thumbnail, not the ended ones', async () => {
    const res = await call(h.base, 'GET', '/api/event/banner');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ list: [{ eventId: ids.fair, title: 'Virtual Job Fair', thumbnailKey: 'seed/events/fair', activeEndAt: new Date(NOW.getTime() + 10 * DAY).toISOString() }] });
  });
});
