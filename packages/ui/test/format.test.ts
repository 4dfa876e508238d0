import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, formatCount, formatDate, formatJobCount, formatPeso, formatPhone } from '../src/format';

describe('formatPeso', () => {
  it('writes pesos with the ₱ sign and en-US thousands grouping', () => {
    expect(formatPeso(12345)).toBe('₱12,345');
    expect(formatPeso(1500000)).toBe('₱1,500,000');
    expect(formatPeso(0)).toBe('₱0');
  });
  it('keeps up to two decimals (hourly rates like 72.125)', () => {
    expect(formatPeso(72.125)).toBe('₱72.13');
    expect(formatPeso(35.3)).toBe('₱35.3');
  });
  it('accepts numeric strings, with or without grouping', () => {
    expect(formatPeso('15000')).toBe('₱15,000');
    expect(formatPeso('15,000')).toBe('₱15,000');
  });
  it('gives an empty string for missing or non-numeric amounts', () => {
    expect(formatPeso(null)).toBe('');
    expect(formatPeso(undefined)).toBe('');
    expect(formatPeso('abc')).toBe('');
  });
});

describe('formatCount and the count line', () => {
  it('groups counts the en-US way', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(7)).toBe('7');
  });
  it('writes the count line as "N jobs"', () => {
    expect(formatJobCount(12345)).toBe('12,345 jobs');
    expect(formatJobCount(0)).toBe('0 jobs');
    expect(formatJobCount(null)).toBe('0 jobs');
  });
});

describe('formatDate', () => {
  it('writes date-only values as MM-DD-YYYY exactly as given', () => {
    expect(formatDate('2025-03-07')).toBe('03-07-2025');
  });
  it('writes timestamps as the Philippine calendar day', () => {
    // 16:30 UTC is 00:30 the next day in Manila (UTC+8)
    expect(formatDate('2025-12-31T16:30:00Z')).toBe('01-01-2026');
    expect(formatDate(new Date('2025-06-01T03:00:00Z'))).toBe('06-01-2025');
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('calendarDaysBetween', () => {
  it('counts whole calendar days, negative in the past', () => {
    expect(calendarDaysBetween('2025-03-01', '2025-03-16')).toBe(15);
    expect(calendarDaysBetween('2025-03-16', '2025-03-14')).toBe(-2);
    expect(calendarDaysBetween('2025-03-01T23:00:00+08:00', '2025-03-02')).toBe(1);
  });
});

describe('the formatters agree with Intl (they are written without it, for speed)', () => {
  const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  const manila = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });
  it('groups and rounds numbers as Intl en-US does', () => {
    const values = [0, 0.5, 1, 7, 12, 999, 1000, 1234.5, 72.125, 35.3, 0.005, 2.675, 1.005, 9.995, 99.999, 999.995, 1500000, 123456789.12, 645, 17_000, 12_345.678, 1e15];
    // and a spread of amounts with three decimals (deterministic)
    for (let i = 1; i <= 2000; i++) values.push(((i * 7919) % 1_000_003) / 1000);
    for (const v of values) {
      expect(formatPeso(v)).toBe(`₱${amount.format(v)}`);
      expect(formatCount(v)).toBe(count.format(Math.trunc(v)));
    }
    expect(formatPeso(-1234.5)).toBe(`₱${amount.format(-1234.5)}`);
  });
  it('finds the Manila calendar day as Intl does, every hour of a year', () => {
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 2); t += 3_600_000 + 60_000) {
      const [m, d, y] = manila.format(new Date(t)).split('/');
      expect(formatDate(t)).toBe(`${m}-${d}-${y}`);
    }
  });
});

describe('formatPhone', () => {
  it('writes Philippine numbers with the +63 prefix', () => {
    expect(formatPhone('09171234567')).toBe('+63 917 123 4567');
    expect(formatPhone('+639171234567')).toBe('+63 917 123 4567');
    expect(formatPhone('02-8123-4567')).toBe('+63 2 8123 4567');
    expect(formatPhone('')).toBe('');
  });
});
