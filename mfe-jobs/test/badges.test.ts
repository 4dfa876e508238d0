import { describe, expect, it } from 'vitest';
import { adBadges, dDay, deadlineBadge, isNewAd } from '../src/domain/badges';

// 10:00 in Manila on 2025-03-10
const now = new Date('2025-03-10T02:00:00Z');
const ad = { isEmploymentContact: true, isThreeMajor: true, isPermit: true, jobCreatedAt: '2025-03-08T00:00:00Z' };

describe('badges of the job ad detail', () => {
  it('shows Employment Contract, 3 Major Insurances, Business Permit and NEW in that order', () => {
    expect(adBadges(ad, now).map((b) => b.label)).toEqual(['Employment Contract', '3 Major Insurances', 'Business Permit', 'NEW']);
  });

  it('shows only the badges whose flags are set', () => {
    expect(adBadges({ ...ad, isEmploymentContact: false, isPermit: false }, now).map((b) => b.label)).toEqual(['3 Major Insurances', 'NEW']);
  });

  it('shows NEW for ads under 7 days old and not after', () => {
    expect(isNewAd('2025-03-03T02:00:01Z', now)).toBe(true);
    expect(isNewAd('2025-03-03T02:00:00Z', now)).toBe(false);
    expect(isNewAd(null, now)).toBe(false);
    expect(isNewAd('garbage', now)).toBe(false);
  });
});

describe('the deadline badge', () => {
  it("is 'Closing Soon' when the deadline is in the future and within 15 days, for an ad with a work type", () => {
    expect(deadlineBadge('2025-03-11', true, now)?.label).toBe('Closing Soon');
    expect(deadlineBadge('2025-03-25', true, now)?.label).toBe('Closing Soon');
  });

  it('shows D-n beyond 15 days even for an ad with a work type', () => {
    expect(deadlineBadge('2025-03-26', true, now)?.label).toBe('D-16');
  });

  it('shows D-day, D-n or D+n for an ad without a work type', () => {
    expect(deadlineBadge('2025-03-10', false, now)?.label).toBe('D-day');
    expect(deadlineBadge('2025-03-13', false, now)?.label).toBe('D-3');
    expect(deadlineBadge('2025-03-08', false, now)?.label).toBe('D+2');
  });

  it("is D-day (not 'Closing Soon') on the deadline day, and D+n after it, with a work type too", () => {
    expect(deadlineBadge('2025-03-10', true, now)?.label).toBe('D-day');
    expect(deadlineBadge('2025-03-09', true, now)?.label).toBe('D+1');
  });

  it('counts days on the Philippine calendar', () => {
    // 23:30 Manila on 03-10 is still the 10th there
    expect(dDay('2025-03-11', new Date('2025-03-10T15:30:00Z'))).toBe('D-1');
    // 00:30 Manila on 03-11
    expect(dDay('2025-03-11', new Date('2025-03-10T16:30:00Z'))).toBe('D-day');
  });

  it('is absent without a deadline', () => {
    expect(deadlineBadge(null, true, now)).toBeNull();
    expect(dDay(undefined, now)).toBeNull();
  });
});
