import { describe, expect, it } from 'vitest';
import { wageOrderInForce } from '@phjobs/contracts/job-ad-review';
import { DAY_PAY_RULES, NCR, NCR_WAGE_ORDERS, SOURCES, SPEC_WAGE_FIGURES } from '../src/domain/campaign/facts';
import { atPercent, MAX_DAILY_WAGE, payFromDailyWage } from '../src/domain/campaign/pay';

describe('pay from a daily wage', () => {
  it('gives the NCR minimum of 695 an hour, a week and a month on a 6-day week (factor 313)', () => {
    expect(payFromDailyWage(69_500, '6')).toEqual({ hourly: 8_688, daily: 69_500, weekly: 417_000, monthly: 1_812_792, yearly: 21_753_500, daysPerWeek: 6, yearFactor: 313 });
  });

  it('uses 5 days and the factor 261 on a 5-day week', () => {
    const pay = payFromDailyWage(69_500, '5');
    expect(pay.weekly).toBe(347_500);
    expect(pay.monthly).toBe(1_511_625); // 695 x 261 / 12 = 15,116.25
  });

  it('reproduces the earlier page’s hour and week from its 577 (72.125 and 3,462)', () => {
    const pay = payFromDailyWage(57_700, '6');
    expect(pay.hourly).toBe(7_213); // 72.125 rounded to the centavo
    expect(pay.weekly / 100).toBe(SPEC_WAGE_FIGURES.weekly);
  });

  it('is zero for no wage, exact for the largest, and refuses negative or fractional centavos', () => {
    expect(payFromDailyWage(0, '6').monthly).toBe(0);
    expect(payFromDailyWage(MAX_DAILY_WAGE * 100, '6').yearly).toBe(MAX_DAILY_WAGE * 100 * 313);
    expect(() => payFromDailyWage(-1, '6')).toThrow(RangeError);
    expect(() => payFromDailyWage(1.5, '6')).toThrow(RangeError);
    expect(() => payFromDailyWage(MAX_DAILY_WAGE * 100 + 1, '6')).toThrow(RangeError);
  });

  it('pays a rest day at 130% and a regular holiday worked at 200% of 695', () => {
    const rule = (id: string) => DAY_PAY_RULES.find((r) => r.id === id)!.percent;
    expect(atPercent(69_500, rule('restDay'))).toBe(90_350);
    expect(atPercent(69_500, rule('regular'))).toBe(139_000);
    expect(atPercent(69_500, rule('regularRest'))).toBe(180_700);
  });
});

describe('the NCR wage orders', () => {
  it('start with NCR-23 (the spec’s sector table, 570 and 533) and end with the order in force', () => {
    expect(NCR_WAGE_ORDERS[0]).toMatchObject({ order: 'Wage Order NCR-23', nonAgriculture: SPEC_WAGE_FIGURES.sectors.nonAgriculture, agriculture: SPEC_WAGE_FIGURES.sectors.agriculture });
    const dates = NCR_WAGE_ORDERS.map((o) => o.effective);
    expect([...dates].sort()).toEqual(dates);
    expect(NCR_WAGE_ORDERS.at(-1)).toEqual(wageOrderInForce(NCR, '2099-01-01'));
  });

  it('is NCR-26 (695 and 658) from 2025-07-18, NCR-25 the day before', () => {
    expect(wageOrderInForce(NCR, '2025-07-18')).toMatchObject({ order: 'Wage Order NCR-26', nonAgriculture: 695, agriculture: 658 });
    expect(wageOrderInForce(NCR, '2025-07-17')).toMatchObject({ order: 'Wage Order NCR-25', nonAgriculture: 645 });
  });

  it('names a source for every order and every fact source', () => {
    for (const o of NCR_WAGE_ORDERS) expect(o.source.length).toBeGreaterThan(10);
    for (const s of Object.values(SOURCES)) expect(s.title.length).toBeGreaterThan(10);
  });
});
