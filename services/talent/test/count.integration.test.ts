import { ZTalentCountResponse } from '@phjobs/contracts/talent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countTalents } from '../src/data/count-talents.ts';
import { startTalent, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startTalent('talent_count');
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.db.resume.deleteMany();
});

let nextUser = 1n;
const resume = (statusCode: '020A' | '020B', updatedAt: Date) =>
  h.db.resume.create({ data: { userId: nextUser++, statusCode, title: 'Customer Service Representative', fullName: 'Ana Reyes', education: '004F', updatedAt } });

describe('talent count', () => {
  it('counts published resumes only, and today those updated since midnight in Manila', async () => {
    // 2026-03-10 09:30 in Manila is 01:30 UTC; Manila's midnight is 2026-03-09 16:00 UTC.
    const now = new Date('2026-03-10T01:30:00Z');
    await resume('020A', new Date('2026-03-09T16:00:00Z')); // 00:00 Manila today: counts
    await resume('020A', new Date('2026-03-10T01:00:00Z')); // 09:00 Manila today
    await resume('020A', new Date('2026-03-09T15:59:59Z')); // 23:59:59 Manila yesterday
    await resume('020A', new Date('2026-02-01T00:00:00Z'));
    await resume('020B', new Date('2026-03-10T01:00:00Z')); // private: never counted
    expect(await countTalents(h.db, now)).toEqual({ totalCount: 4, todayCount: 2 });
  });

  it('answers GET /api/talent/count to visitors in the contract shape', async () => {
    await resume('020A', new Date());
    await resume('020A', new Date(Date.now() - 3 * 24 * 3600 * 1000));
    await resume('020B', new Date());
    const res = await fetch(`${h.base}/api/talent/count`);
    expect(res.status).toBe(200);
    const body = ZTalentCountResponse.parse(await res.json());
    expect(body).toEqual({ totalCount: 2, todayCount: 1 });
  });

  it('answers zeros when there are no talents', async () => {
    expect(await countTalents(h.db)).toEqual({ totalCount: 0, todayCount: 0 });
  });
});
