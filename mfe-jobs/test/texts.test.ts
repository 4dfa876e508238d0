import { describe, expect, it } from 'vitest';
import { employeeTypeText, languageText, nationalityText, salaryText, websiteHref, workingDayText, workingHourText, workTypeText } from '../src/domain/texts';

describe('salary text', () => {
  it('gives the unit label and the amount in pesos', () => {
    expect(salaryText(18000, '010D')).toMatchObject({ negotiable: false, unit: 'month', amount: '₱18,000', text: 'month ₱18,000' });
    expect(salaryText(72.125, '010A')).toMatchObject({ unit: 'hour', amount: '₱72.13' });
  });

  it("reads 'Negotiable' for 010F, for any other unknown unit, and without an amount", () => {
    expect(salaryText(20000, '010F').text).toBe('Negotiable');
    expect(salaryText(20000, '099Z').text).toBe('Negotiable');
    expect(salaryText(null, '010D').text).toBe('Negotiable');
  });
});

describe('nationality text (1 Filipino, 2 Foreigner, otherwise both)', () => {
  it('maps the codes', () => {
    expect(nationalityText(1)).toBe('Filipino');
    expect(nationalityText('2')).toBe('Foreigner');
    expect(nationalityText(0)).toBe('Filipino and foreigner');
    expect(nationalityText(3)).toBe('Filipino and foreigner');
    expect(nationalityText(null)).toBe('Filipino and foreigner');
  });
});

describe('language text', () => {
  it("reads 'all' as English and Korean", () => {
    expect(languageText(['all'])).toBe('English, Korean');
    expect(languageText([{ id: 'all' }])).toBe('English, Korean');
  });
  it('accepts strings or objects with an id', () => {
    expect(languageText([{ id: 'korean' }, 'english'])).toBe('Korean, English');
    expect(languageText([])).toBe('Not specified');
  });
});

describe('work type, workdays, working hours, employment types', () => {
  it("reads work type 'all' as every work type", () => {
    expect(workTypeText(['all'])).toBe('Hybrid, In office, Remote');
    expect(workTypeText(['inOffice'])).toBe('In office');
  });
  it('shows 007G selected days as a count of days a week', () => {
    expect(workingDayText('007G', ['MON', 'WED', 'FRI'])).toBe('3 days a week');
    expect(workingDayText('007B', [], true)).toBe('Mon~Fri (Negotiable)');
  });
  it('prefers a from/to range when there is one', () => {
    expect(workingHourText('009G', false, '09:00', '18:00')).toBe('09:00~18:00');
    expect(workingHourText('009Z', true)).toBe('Flexible (Negotiable)');
  });
  it("reads 'all' or nothing as all employment types", () => {
    expect(employeeTypeText(['all'])).toBe('All types');
    expect(employeeTypeText(['011A', '011C'])).toBe('Regular, Part-time');
  });
});

describe('website apply', () => {
  it('prepends https:// when the URL lacks an http prefix', () => {
    expect(websiteHref('www.example.ph/jobs')).toBe('https://www.example.ph/jobs');
    expect(websiteHref('http://example.ph')).toBe('http://example.ph');
    expect(websiteHref('  ')).toBeNull();
  });
});
