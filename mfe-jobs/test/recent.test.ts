import { describe, expect, it } from 'vitest';
import { addRecentAd, readRecentAds, RECENT_ADS_KEY, type RecentAd } from '../src/domain/recent-ads';
import { pushKeyword, readKeywords, rememberKeyword, RECENT_KEYWORDS_KEY, relationChips } from '../src/domain/recent-keywords';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
};

const ad = (jobId: number): RecentAd => ({
  jobId, title: `Job ${jobId}`, city: 'Cebu City', salary: 600, salaryCode: '010B', workingDayCode: '007C', companyName: 'Co', workingPeriodCode: null,
  workingPeriodNegotiable: false, workingHourCode: null, workingHourNegotiable: false, logoKey: null, lat: null, lng: null, viewedAt: '2026-01-01T00:00:00.000Z',
});

describe('recently viewed ads (device, keyed by ad id, at most 30, latest kept in order)', () => {
  it('puts the latest first and keeps one entry per ad', () => {
    const list = [ad(1), ad(2), ad(3)].reduce<RecentAd[]>((l, a) => addRecentAd(l, a), []);
    expect(addRecentAd(list, ad(2)).map((a) => a.jobId)).toEqual([2, 3, 1]);
  });

  it('keeps the latest 30', () => {
    let list: RecentAd[] = [];
    for (let i = 1; i <= 35; i += 1) list = addRecentAd(list, ad(i));
    expect(list).toHaveLength(30);
    expect(list[0]!.jobId).toBe(35);
    expect(list.at(-1)!.jobId).toBe(6);
  });

  it('reads what older versions stored, and nothing from a corrupt value', () => {
    const storage = memory();
    storage.setItem(RECENT_ADS_KEY, JSON.stringify([{ jobId: 7, title: 'Cook', companyName: 'Lutong Bahay', viewedAt: 'x' }, { bogus: true }, 'x']));
    expect(readRecentAds(storage)).toEqual([expect.objectContaining({ jobId: 7, title: 'Cook', companyName: 'Lutong Bahay', salaryCode: '010F', city: null })]);
    storage.setItem(RECENT_ADS_KEY, '{not json');
    expect(readRecentAds(storage)).toEqual([]);
  });
});

describe("recent keywords ('recentKeywords' on the device)", () => {
  it('moves a keyword searched again to the front without duplicates', () => {
    expect(pushKeyword(['cook', 'driver', 'cashier'], 'Driver')).toEqual(['Driver', 'cook', 'cashier']);
    expect(pushKeyword(['cook'], '  ')).toEqual(['cook']);
  });

  it('stores the list under recentKeywords, at most 10', () => {
    const storage = memory();
    for (let i = 1; i <= 12; i += 1) rememberKeyword(`k${i}`, storage);
    expect(readKeywords(storage)).toHaveLength(10);
    expect(JSON.parse(storage.getItem(RECENT_KEYWORDS_KEY)!)[0]).toBe('k12');
  });

  it("marks the current keyword among the 'Relation' suggestions in place, or first when it is not one, and no other", () => {
    const cashier = relationChips('cashier');
    expect(cashier.filter((c) => c.current)).toEqual([{ keyword: 'Cashier', current: true }]);
    expect(cashier.map((c) => c.keyword)).toEqual(relationChips('').map((c) => c.keyword));
    expect(relationChips('').some((c) => c.current)).toBe(false);
    const nurse = relationChips(' nurse ');
    expect(nurse[0]).toEqual({ keyword: 'nurse', current: true });
    expect(nurse.filter((c) => c.current)).toHaveLength(1);
  });
});
