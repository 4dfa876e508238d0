import { describe, expect, it } from 'vitest';
import { careerAsOf, careerMonths, manilaMonth } from '../src/domain/career-months.ts';

const entry = (periodFrom: string, periodTo: string, isInOffice = false) => ({ companyName: 'Jollibee Foods Corporation', position: 'Crew', periodFrom, periodTo, isInOffice });

describe('career months', () => {
  it('counts both ends of a period: 2024-01 to 2024-12 is 12 months', () => {
    expect(careerMonths([entry('2024-01', '2024-12')])).toBe(12);
    expect(careerMonths([entry('2024-05', '2024-05')])).toBe(1);
  });

  it('counts an isInOffice entry up to the current month in Manila', () => {
    // 2026-02-28 17:00 UTC is already March 1st in Manila.
    const now = new Date('2026-02-28T17:00:00Z');
    expect(manilaMonth(now)).toBe('2026-03');
    expect(careerMonths([entry('2025-04', '2025-04', true)], now)).toBe(12);
    expect(careerAsOf([entry('2025-04', '2025-04', true)], now)[0]?.periodTo).toBe('2026-03');
  });

  it('counts months shared by two jobs once, and adds separate periods', () => {
    expect(careerMonths([entry('2020-01', '2020-12'), entry('2020-07', '2021-06')])).toBe(18);
    expect(careerMonths([entry('2019-01', '2019-06'), entry('2021-01', '2021-03')])).toBe(9);
    expect(careerMonths([entry('2020-01', '2022-12'), entry('2021-01', '2021-03')])).toBe(36);
  });

  it('is 0 for a newcomer', () => {
    expect(careerMonths([])).toBe(0);
  });
});
