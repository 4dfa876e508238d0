import { beforeEach, describe, expect, it } from 'vitest';
import { NO_FILTER_LIST_BODY } from '@phjobs/contracts/job-pages';
import { clearFilter, emptyFilter, isFilterActive, loadFilter, normalizeFilter, salaryAmount, sanitizeAmount, storeFilter, toggleEmployeeType, toRequestBody } from '../src/domain/filter';

describe('the Detail search filter body', () => {
  it("is, with nothing chosen, the body the gateway asks /ad/all's first page with (so the page's inlined answer is the one the list asks for)", () => {
    expect(toRequestBody(emptyFilter())).toEqual(NO_FILTER_LIST_BODY);
  });

  it('sends every field of the spec with its default when nothing is chosen', () => {
    expect(toRequestBody(emptyFilter())).toEqual({
      specialization: null,
      region: null,
      education: '',
      employeeType: ['all'],
      workingPeriod: [],
      workingPeriodNegotiable: false,
      workingDay: '007A',
      selectedDay: [],
      onlySelectedDay: false,
      workingDayNegotiable: false,
      workingHour: { isListSelect: true, workingHour: [], workingHourFrom: '', workingHourTo: '', isNegotiable: false },
      salary: { salaryType: '', salaryMoreThan: null },
      welfarebenefits: [],
      preference: [],
      keyword: '',
    });
  });

  it('sends specialization and region as code items, welfare and preference as ids', () => {
    const item = { codegroup_id: 'specialization', id: 'SP0601', name: 'Barista', depth: 2 as const, parent_id: 'SP06' };
    const body = toRequestBody({ ...emptyFilter(), specialization: [item], welfarebenefits: [{ ...item, codegroup_id: 'welfare', id: 'WF0401' }] }) as Record<string, unknown>;
    expect(body.specialization).toEqual([item]);
    expect(body.welfarebenefits).toEqual(['WF0401']);
  });

  it('sends selected days only with 007G', () => {
    const f = { ...emptyFilter(), workingDay: '007B', selectedDay: ['MON'], onlySelectedDay: true };
    expect(toRequestBody(f)).toMatchObject({ selectedDay: [], onlySelectedDay: false });
    expect(toRequestBody({ ...f, workingDay: '007G' })).toMatchObject({ selectedDay: ['MON'], onlySelectedDay: true });
  });

  it('sends the hour list in list mode and the from/to range otherwise', () => {
    const wh = { isListSelect: false, workingHour: ['009A'], workingHourFrom: '09:00', workingHourTo: '18:00', isNegotiable: true };
    expect(toRequestBody({ ...emptyFilter(), workingHour: wh })).toMatchObject({ workingHour: { isListSelect: false, workingHour: [], workingHourFrom: '09:00', workingHourTo: '18:00', isNegotiable: true } });
  });
});

describe('salaryMoreThan (a number >= 0, empty meaning null, not applicable on 010F)', () => {
  it('keeps only a non-negative number', () => {
    expect(sanitizeAmount('-12,500.5x')).toBe('12500.5');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(salaryAmount({ salaryType: '010D', salaryMoreThan: '15000' })).toBe(15000);
    expect(salaryAmount({ salaryType: '010D', salaryMoreThan: '' })).toBeNull();
  });
  it('is null on 010F (negotiable)', () => {
    expect(salaryAmount({ salaryType: '010F', salaryMoreThan: '15000' })).toBeNull();
  });
});

describe('employee type chips', () => {
  it("keeps 'all' apart from the other types", () => {
    expect(toggleEmployeeType(['all'], '011A')).toEqual(['011A']);
    expect(toggleEmployeeType(['011A', '011B'], 'all')).toEqual(['all']);
    expect(toggleEmployeeType(['011A'], '011A')).toEqual(['all']);
  });
});

describe('filters kept on the device', () => {
  beforeEach(() => localStorage.clear());

  it('stores a submitted filter and reads it back', () => {
    const f = { ...emptyFilter(), keyword: 'barista', education: '004D' };
    storeFilter('allJobs', f);
    expect(loadFilter('allJobs')).toEqual(f);
    expect(isFilterActive(loadFilter('allJobs'))).toBe(true);
  });

  it('reads the default after Reset', () => {
    storeFilter('allJobs', { ...emptyFilter(), keyword: 'x' });
    clearFilter('allJobs');
    expect(loadFilter('allJobs')).toEqual(emptyFilter());
    expect(isFilterActive(loadFilter('allJobs'))).toBe(false);
  });

  it('survives a malformed stored value', () => {
    localStorage.setItem('jobFilter:allJobs', JSON.stringify({ keyword: 3, region: 'x', workingHour: null, specialization: [{ id: 'SP01', name: 'A' }, 'bad'] }));
    const f = loadFilter('allJobs');
    expect(f.keyword).toBe('');
    expect(f.region).toEqual([]);
    expect(f.specialization).toHaveLength(1);
    expect(normalizeFilter(null)).toEqual(emptyFilter());
  });
});
