import { describe, expect, it } from 'vitest';
import { dDayBadge } from '../src/dday';

// 10:00 in Manila on 2026-03-10
const now = new Date('2026-03-10T02:00:00Z');

describe('the D-day badge of an application', () => {
  it("shows 'D-Day' on the deadline and 'D-{days}' before it", () => {
    expect(dDayBadge('012C', '2026-03-10', now)).toBe('D-Day');
    expect(dDayBadge('012C', '2026-03-11', now)).toBe('D-1');
    expect(dDayBadge('012C', '2026-03-24', now)).toBe('D-14');
  });

  it('counts days on the Manila calendar', () => {
    // 23:30 in Manila on 03-10 is still 03-10 there, though 03-10 15:30 UTC
    expect(dDayBadge('012C', '2026-03-11', new Date('2026-03-10T15:30:00Z'))).toBe('D-1');
    // 00:30 in Manila on 03-11
    expect(dDayBadge('012C', '2026-03-11', new Date('2026-03-10T16:30:00Z'))).toBe('D-Day');
  });

  it('shows only for ongoing jobs with a deadline date', () => {
    expect(dDayBadge('012D', '2026-03-12', now)).toBeNull();
    expect(dDayBadge('012A', '2026-03-12', now)).toBeNull();
    expect(dDayBadge(null, '2026-03-12', now)).toBeNull();
    expect(dDayBadge('012C', null, now)).toBeNull();
    expect(dDayBadge('012C', '', now)).toBeNull();
  });

  it('shows nothing once the deadline has passed or the date is unreadable', () => {
    expect(dDayBadge('012C', '2026-03-09', now)).toBeNull();
    expect(dDayBadge('012C', 'soon', now)).toBeNull();
  });
});
