import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SALARY_RANGES } from '../src/codes.ts';
import { isAnyEmployeeType, ZAllJobsQuery, ZJobAdIdParam, ZJobMapFilter, ZJobMapQuery, ZJobSearchFilter, ZRegionJobsQuery, ZSafeJobsQuery, ZSalaryJobsFilter } from '../src/jobs.ts';

/** The field messages of a failed parse, keyed by dotted path (as service-kit's `parse` answers). */
function fieldsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('ZAllJobsQuery (the common query of list calls)', () => {
  it('defaults to pageUnit 10, page 1, sorted by register date', () => {
    expect(ZAllJobsQuery.parse({})).toEqual({ pageUnit: 10, pageNo: 1, orderKey: 'createdAt', isMulti: false, searchType: 'all' });
  });

  it('reads numbers and flags from query strings', () => {
    const query = ZAllJobsQuery.parse({ pageUnit: '20', pageNo: ' 3 ', orderKey: 'salary', isMulti: 'true', email: 'a@b.ph', searchKey: ' barista ' });
    expect(query).toMatchObject({ pageUnit: 20, pageNo: 3, orderKey: 'salary', isMulti: true, email: 'a@b.ph', searchKey: 'barista' });
  });

  it('accepts an empty email and empty values as absent', () => {
    expect(ZAllJobsQuery.parse({ email: '', pageNo: '', searchKey: '' })).toMatchObject({ email: '', pageNo: 1 });
  });

  it("refuses 'abc' for pageNo with a message on that field", () => {
    expect(fieldsOf(ZAllJobsQuery, { pageNo: 'abc' })).toEqual({ pageNo: 'Must be an integer of at least 1.' });
  });

  it('refuses pageUnit above 100 or below 1, pageNo below 1, fractions and repeated keys', () => {
    expect(Object.keys(fieldsOf(ZAllJobsQuery, { pageUnit: '101', pageNo: '0' })).sort()).toEqual(['pageNo', 'pageUnit']);
    expect(Object.keys(fieldsOf(ZAllJobsQuery, { pageUnit: '0' }))).toEqual(['pageUnit']);
    expect(Object.keys(fieldsOf(ZAllJobsQuery, { pageNo: '1.5' }))).toEqual(['pageNo']);
    expect(Object.keys(fieldsOf(ZAllJobsQuery, { pageNo: ['1', '2'] }))).toEqual(['pageNo']);
  });

  it('refuses an unknown sort key and a flag that is not a boolean', () => {
    expect(Object.keys(fieldsOf(ZAllJobsQuery, { orderKey: 'title', isMulti: 'maybe' })).sort()).toEqual(['isMulti', 'orderKey']);
  });

  it("reads the search tab names loosely: 'ALL', 'Title', 'Company name'", () => {
    expect(ZAllJobsQuery.parse({ searchType: 'ALL' }).searchType).toBe('all');
    expect(ZAllJobsQuery.parse({ searchType: 'Title' }).searchType).toBe('title');
    expect(ZAllJobsQuery.parse({ searchType: 'Company name' }).searchType).toBe('companyName');
    expect(Object.keys(fieldsOf(ZAllJobsQuery, { searchType: 'salary' }))).toEqual(['searchType']);
  });
});

describe('ZJobSearchFilter (the Detail search body)', () => {
  const empty = {
    specialization: [],
    region: [],
    employeeType: [],
    workingPeriod: [],
    workingPeriodNegotiable: false,
    workingDay: '007A',
    selectedDay: [],
    onlySelectedDay: false,
    workingDayNegotiable: false,
    welfarebenefits: [],
    preference: [],
    language: [],
    workType: [],
  };

  it('takes an absent or empty body as no filter', () => {
    expect(ZJobSearchFilter.parse(undefined)).toEqual(empty);
    expect(ZJobSearchFilter.parse({})).toEqual(empty);
  });

  it('refuses a body that is not an object', () => {
    expect(fieldsOf(ZJobSearchFilter, [1, 2])).toEqual({ '': 'The filter must be a JSON object.' });
  });

  it('reduces code items to their ids and keeps null lists as no choice', () => {
    const filter = ZJobSearchFilter.parse({
      specialization: [{ codegroup_id: 'specialization', id: 'SP0601', name: 'Barista', depth: 2, parent_id: 'SP06' }, 'SP02'],
      region: null,
      welfarebenefits: [{ id: 'WF0401' }],
      preference: ['PF0101'],
    });
    expect(filter).toMatchObject({ specialization: ['SP0601', 'SP02'], region: [], welfarebenefits: ['WF0401'], preference: ['PF0101'] });
  });

  it('accepts PSGC province and city ids for region, and refuses unknown ones', () => {
    expect(ZJobSearchFilter.parse({ region: ['1300000000', { id: '0730600000' }] }).region).toEqual(['1300000000', '0730600000']);
    expect(fieldsOf(ZJobSearchFilter, { region: ['9999999999'] })).toEqual({ 'region.0': "Unknown code '9999999999'." });
  });

  it('limits specialization, region, welfare and preference to 5 choices and the working-hour list to 3', () => {
    const six = ['SP01', 'SP02', 'SP03', 'SP04', 'SP05', 'SP06'];
    expect(fieldsOf(ZJobSearchFilter, { specialization: six, workingHour: { workingHour: ['009A', '009B', '009C', '009D'] } })).toEqual({
      specialization: 'At most 5 choices.',
      'workingHour.workingHour': 'At most 3 choices.',
    });
    expect(Object.keys(fieldsOf(ZJobSearchFilter, { welfarebenefits: ['WF01', 'WF02', 'WF03', 'WF04', 'WF05', 'WF06'] }))).toEqual(['welfarebenefits']);
  });

  it('refuses codes that are not in the code tables', () => {
    expect(fieldsOf(ZJobSearchFilter, { education: '004Z', employeeType: ['011A', 'zzz'], workingDay: '007Q', specialization: ['SP99'] })).toEqual({
      education: "Unknown code '004Z'.",
      'employeeType.1': "Unknown code 'zzz'.",
      workingDay: "Unknown code '007Q'.",
      'specialization.0': "Unknown code 'SP99'.",
    });
  });

  it("defaults workingDay to 'All' (007A) and reads 'All', code items and weekday names", () => {
    expect(ZJobSearchFilter.parse({ workingDay: 'All' }).workingDay).toBe('007A');
    expect(ZJobSearchFilter.parse({ workingDay: { id: '007G' }, selectedDay: ['mon', 'SAT'] })).toMatchObject({ workingDay: '007G', selectedDay: ['MON', 'SAT'] });
  });

  it("reads the working-hour 'Flexible' option as 009Z and checks times", () => {
    expect(ZJobSearchFilter.parse({ workingHour: { isListSelect: true, workingHour: ['Flexible', '009A'] } }).workingHour).toEqual({
      isListSelect: true,
      workingHour: ['009Z', '009A'],
      isNegotiable: false,
    });
    expect(fieldsOf(ZJobSearchFilter, { workingHour: { workingHourFrom: '25:00' } })).toEqual({ 'workingHour.workingHourFrom': "Must be a time 'HH:mm'." });
  });

  it('salaryMoreThan is a number of at least 0 in PHP; empty means null', () => {
    expect(ZJobSearchFilter.parse({ salary: { salaryType: '010D', salaryMoreThan: '' } }).salary).toEqual({ salaryType: '010D', salaryMoreThan: null });
    expect(ZJobSearchFilter.parse({ salary: { salaryType: '010B', salaryMoreThan: '650' } }).salary).toEqual({ salaryType: '010B', salaryMoreThan: 650 });
    expect(ZJobSearchFilter.parse({ salary: { salaryType: '', salaryMoreThan: null } }).salary).toEqual({ salaryMoreThan: null });
    expect(fieldsOf(ZJobSearchFilter, { salary: { salaryMoreThan: -1 } })).toEqual({ 'salary.salaryMoreThan': 'Must be a number of at least 0.' });
    expect(fieldsOf(ZJobSearchFilter, { salary: { salaryMoreThan: 'abc' } })).toEqual({ 'salary.salaryMoreThan': 'Must be a number of at least 0.' });
  });

  it('lists are arrays and flags booleans', () => {
    expect(fieldsOf(ZJobSearchFilter, { employeeType: '011A', onlySelectedDay: 'yes' })).toEqual({
      employeeType: 'Must be a list.',
      onlySelectedDay: 'Must be true or false.',
    });
  });

  it('trims the keyword and limits it to 100 characters', () => {
    expect(ZJobSearchFilter.parse({ keyword: '  barista  ' }).keyword).toBe('barista');
    expect(ZJobSearchFilter.parse({ keyword: '   ' }).keyword).toBeUndefined();
    expect(Object.keys(fieldsOf(ZJobSearchFilter, { keyword: 'x'.repeat(101) }))).toEqual(['keyword']);
  });

  it('reads the multilingual language and work type lists as ids', () => {
    expect(ZJobSearchFilter.parse({ language: [{ id: 'all' }, 'Korean'], workType: ['inoffice', 'remote'] })).toMatchObject({
      language: ['all', 'korean'],
      workType: ['inOffice', 'remote'],
    });
  });
});

describe('isAnyEmployeeType', () => {
  it("treats none, 'all' or more than 3 types as any type", () => {
    expect(isAnyEmployeeType([])).toBe(true);
    expect(isAnyEmployeeType(['all'])).toBe(true);
    expect(isAnyEmployeeType(['011A', '011B', '011C', '011D'])).toBe(true);
    expect(isAnyEmployeeType(['011A', '011B', '011C'])).toBe(false);
  });
});

describe('ZJobAdIdParam', () => {
  it('reads a positive integer id and refuses anything else', () => {
    expect(ZJobAdIdParam.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '0', '-1', '1.5', '']) expect(ZJobAdIdParam.safeParse({ id }).success).toBe(false);
  });
});

describe('the other list calls', () => {
  it("safeType defaults to 'all' and takes the four tab values in any case", () => {
    expect(ZSafeJobsQuery.parse({}).safeType).toBe('all');
    expect(ZSafeJobsQuery.parse({ safeType: 'Insurance', pageNo: '2' })).toMatchObject({ safeType: 'insurance', pageNo: 2 });
    expect(Object.keys(fieldsOf(ZSafeJobsQuery, { safeType: 'cheap' }))).toEqual(['safeType']);
  });

  it('salary ranges must be ranges of SALARY_RANGES, sent as salaryRanges or as the salary list', () => {
    const a = { salaryType: '010D', min: 15000, max: 20000 };
    const b = { salaryType: '010B', min: null, max: 500 };
    expect(ZSalaryJobsFilter.parse({ salaryRanges: [a] }).salaryRanges).toEqual([a]);
    expect(ZSalaryJobsFilter.parse({ salary: [a, { ...b, min: '' }] })).toMatchObject({ salaryRanges: [a, b] });
    expect(ZSalaryJobsFilter.parse({ salary: { salaryType: '010D', salaryMoreThan: 1 }, salaryRanges: [b] })).toMatchObject({ salary: { salaryType: '010D', salaryMoreThan: 1 }, salaryRanges: [b] });
    expect(ZSalaryJobsFilter.parse(undefined).salaryRanges).toEqual([]);
    expect(fieldsOf(ZSalaryJobsFilter, { salaryRanges: [{ salaryType: '010D', min: 15000, max: 16000 }] })['salaryRanges.0']).toMatch(/^Not one of the salary ranges/);
    expect(Object.keys(fieldsOf(ZSalaryJobsFilter, { salaryRanges: [{ salaryType: '010F', min: null, max: null }] }))).toEqual(['salaryRanges.0.salaryType']);
  });

  it('allows at most 5 salary ranges in all', () => {
    const ranges = SALARY_RANGES['010D'].map(({ min, max }) => ({ salaryType: '010D', min, max }));
    expect(fieldsOf(ZSalaryJobsFilter, { salaryRanges: ranges.slice(0, 6) })).toEqual({ salaryRanges: 'At most 5 salary ranges.' });
    expect(fieldsOf(ZSalaryJobsFilter, { salary: ranges.slice(0, 3), salaryRanges: ranges.slice(3, 6) })).toEqual({ salary: 'At most 5 salary ranges.' });
  });

  it('reads map bounds from numbers or text, and refuses impossible coordinates', () => {
    expect(ZJobMapQuery.parse({ leftTopLat: '14.618', leftTopLng: '120.964', authType: '' })).toMatchObject({ leftTopLat: 14.618, leftTopLng: 120.964 });
    expect(ZJobMapFilter.parse({ rightBottomLat: 14.582, rightBottomLng: 120.996 })).toMatchObject({ rightBottomLat: 14.582, rightBottomLng: 120.996 });
    expect(Object.keys(fieldsOf(ZJobMapFilter, { leftTopLat: 91, leftTopLng: 'east' })).sort()).toEqual(['leftTopLat', 'leftTopLng']);
  });

  it("reads the home region query: PSGC ids, 'All' as everywhere, 18 a page from the first ad", () => {
    expect(ZRegionJobsQuery.parse({})).toEqual({ pageUnit: 18, pageOffset: 0 });
    expect(ZRegionJobsQuery.parse({ province: 'All', city: '1381300000', pageUnit: '15', pageOffset: '19' })).toEqual({ city: '1381300000', pageUnit: 15, pageOffset: 19 });
    expect(Object.keys(fieldsOf(ZRegionJobsQuery, { province: 'Atlantis' }))).toEqual(['province']);
  });
});
