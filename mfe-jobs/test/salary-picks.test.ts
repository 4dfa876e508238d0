import { describe, expect, it } from 'vitest';
import { normalizeSalaryPicks, SALARY_TREE, salaryBarParts, toSalaryRangeList } from '../src/domain/salary-picks';

const item = (id: string) => SALARY_TREE.find((i) => i.id === id)!;

describe("the 'Select salary' modal", () => {
  it('offers only 010B Daily Wage, 010C Weekly Wage, 010D Monthly Wage and 010E By Project as pay types', () => {
    expect(SALARY_TREE.filter((i) => i.depth === 1).map((i) => `${i.id} ${i.name}`)).toEqual(['010B Daily Wage', '010C Weekly Wage', '010D Monthly Wage', '010E By Project']);
  });

  it('lists the ranges of each pay type from SALARY_RANGES', () => {
    expect(SALARY_TREE.filter((i) => i.parent_id === '010D').map((i) => i.name)).toEqual(['below 13,000', '13,000-15,000', '15,000-20,000', '20,000-30,000', '30,000-40,000', '40,000-80,000', '80,000 above']);
    expect(SALARY_TREE.filter((i) => i.parent_id === '010E')).toHaveLength(8);
  });

  it("gives the bar nothing with nothing chosen ('All'), the first choice's pay type and range, and how many more ('+N')", () => {
    expect(salaryBarParts([])).toBeNull();
    expect(salaryBarParts([item('010D:1')])).toEqual({ type: 'Monthly Wage', range: '13,000-15,000', more: 0 });
    expect(salaryBarParts([item('010D:1'), item('010B:0'), item('010E:7')])).toEqual({ type: 'Monthly Wage', range: '13,000-15,000', more: 2 });
  });

  it('sends each chosen range as its pay type and bounds', () => {
    expect(toSalaryRangeList([item('010B:0'), item('010D:6')])).toEqual([
      { salaryType: '010B', min: null, max: 500 },
      { salaryType: '010D', min: 80000, max: null },
    ]);
  });

  it('reads stored picks back, dropping unknown ids, pay types and duplicates, at most 5', () => {
    expect(normalizeSalaryPicks([{ id: '010D:1' }, '010B:2', { id: '010A:0' }, { id: '010D' }, { id: '010D:1' }]).map((p) => p.id)).toEqual(['010D:1', '010B:2']);
    expect(normalizeSalaryPicks(['010B:0', '010B:1', '010B:2', '010B:3', '010B:4', '010B:5'])).toHaveLength(5);
    expect(normalizeSalaryPicks('nope')).toEqual([]);
  });
});
