import { describe, expect, it } from 'vitest';
import { careerMonthsOf } from '../src/domain/career';
import { plusPages } from '../src/domain/plus-pages';
import { ageOn, careerLabel, talentSlug } from '../src/domain/talent-card';
import { emptyTalentFilter, isFilterActive, toRequestBody } from '../src/domain/talent-filter';
import { readViewedTalents, rememberViewedTalent, VIEWED_TALENTS_KEY, type ViewedTalentEntry } from '../src/recent';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
};

describe('the talent filter body', () => {
  it('sends empty ages as null, drops the amount for 010F and counts only complete abilities not being edited', () => {
    const filter = {
      ...emptyTalentFilter(),
      ageFrom: '25',
      ageTo: '',
      salary: { salaryType: '010F', salaryMoreThan: '20000' },
      ability: [
        { skill: '005A' as const, field: 'English', level: 'Fluent', editing: false },
        { skill: '005B' as const, field: 'Excel', level: 'Advanced', editing: true },
        { skill: '' as const, field: 'Korean', level: 'Beginner', editing: false },
      ],
    };
    const body = toRequestBody(filter);
    expect(body).toMatchObject({ ageFrom: 25, ageTo: null, salary: { salaryType: '010F', salaryMoreThan: null }, ability: [{ skill: '005A', field: 'English', level: 'Fluent' }] });
    expect(toRequestBody({ ...filter, salary: { salaryType: '010D', salaryMoreThan: '20000' } })).toMatchObject({ salary: { salaryType: '010D', salaryMoreThan: 20000 } });
    expect(isFilterActive(emptyTalentFilter())).toBe(false);
    expect(isFilterActive(filter)).toBe(true);
  });
});

describe('talent cards', () => {
  it('makes URL-safe slugs of titles', () => {
    expect(talentSlug('Senior Barista | Ready to work')).toBe('senior-barista-ready-to-work');
    expect(talentSlug('Cocinero — Niño')).toBe('cocinero-nino');
    expect(talentSlug('!!!')).toBe('talent');
  });
  it('counts age in full years and words the career', () => {
    expect(ageOn('2000-06-15', new Date('2026-06-14T12:00:00Z'))).toBe(25);
    expect(ageOn('2000-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(26);
    expect(careerLabel(0, true)).toBe('Newcomer');
    expect(careerLabel(26, false)).toBe('2 years 2 months');
    expect(careerMonthsOf([{ companyName: 'A', periodFrom: '2020-01', periodTo: '2020-12', position: 'x', isInOffice: false }, { companyName: 'B', periodFrom: '2020-06', periodTo: '2021-03', position: 'y', isInOffice: false }])).toBe(15);
  });
  it('pages plus talents 2 a page with a Register slot', () => {
    expect(plusPages([1, 2, 3])).toEqual([[1, 2], [3, 'register']]);
    expect(plusPages([1, 2])).toEqual([[1, 2], ['register']]);
    expect(plusPages([])).toEqual([['register']]);
  });
});

describe('viewed talents on the device', () => {
  const entry = (resumeId: number): ViewedTalentEntry => ({
    resumeId,
    resumeInfo: { title: `T${resumeId}`, career: [], workingConditions: { region: [{ province: '1300000000', city: null }] } },
    userInfo: { fullName: 'A', genderCode: '003A', birthDate: '1990-01-01', photoKey: null },
  });
  it("keeps at most 30, newest last in storage ('viewedTalents'), read newest first, one per resume", () => {
    const storage = memory();
    for (let i = 1; i <= 32; i++) rememberViewedTalent(entry(i), storage);
    rememberViewedTalent(entry(5), storage);
    const stored = JSON.parse(storage.data.get(VIEWED_TALENTS_KEY)!) as ViewedTalentEntry[];
    expect(stored).toHaveLength(30);
    expect(stored.at(-1)?.resumeId).toBe(5);
    const read = readViewedTalents(storage);
    expect(read.map((e) => e.resumeId).slice(0, 3)).toEqual([5, 32, 31]);
    expect(read.filter((e) => e.resumeId === 5)).toHaveLength(1);
  });
});
