/**
 * The 'Select salary' modal of 'Jobs by salary': pay types first (only 010B Daily Wage, 010C
 * Weekly Wage, 010D Monthly Wage, 010E By Project are offered), then the ranges of that type, up
 * to 5 in all. The bar shows the first choice and '+N' for the others.
 */
import { SALARY_RANGES, SALARY_TYPE_OFFERED } from '@phjobs/contracts/codes';
import type { SalaryRangeChoice as SalaryRangeItem } from '@phjobs/contracts/jobs';
import type { CodeItemLike } from '@phjobs/ui/picks';

export type SalaryPick = CodeItemLike & { codegroup_id: 'salary'; parent_id: string | null; min: number | null; max: number | null };

type OfferedType = keyof typeof SALARY_TYPE_OFFERED;
const OFFERED = Object.keys(SALARY_TYPE_OFFERED) as OfferedType[];

/** The two-level tree: the offered pay types, each with its ranges (`010D:2` = the third monthly range). */
export const SALARY_TREE: readonly SalaryPick[] = OFFERED.flatMap((type) => [
  { codegroup_id: 'salary' as const, id: type, name: SALARY_TYPE_OFFERED[type], depth: 1, parent_id: null, min: null, max: null },
  ...SALARY_RANGES[type].map((range, i) => ({ codegroup_id: 'salary' as const, id: `${type}:${i}`, name: range.label, depth: 2, parent_id: type, min: range.min, max: range.max })),
]);

const byId = new Map(SALARY_TREE.map((item) => [item.id, item]));

/** 'Monthly Wage 13,000-15,000'. */
export function salaryPickLabel(pick: Pick<SalaryPick, 'name' | 'parent_id'>): string {
  const type = pick.parent_id && pick.parent_id in SALARY_TYPE_OFFERED ? SALARY_TYPE_OFFERED[pick.parent_id as OfferedType] : '';
  return type ? `${type} ${pick.name}` : pick.name;
}

/** The bar's parts: the first choice's pay type and range, and how many more; null when nothing is chosen. */
export function salaryBarParts(picks: readonly Pick<SalaryPick, 'name' | 'parent_id'>[]): { type: string; range: string; more: number } | null {
  const first = picks[0];
  if (!first) return null;
  const type = first.parent_id && first.parent_id in SALARY_TYPE_OFFERED ? SALARY_TYPE_OFFERED[first.parent_id as OfferedType] : '';
  return { type, range: first.name, more: picks.length - 1 };
}

/** The body's `salaryRanges` (the jobs service also takes them as a `salary` list). */
export function toSalaryRangeList(picks: readonly SalaryPick[]): SalaryRangeItem[] {
  return picks.flatMap((p) => (p.parent_id && p.parent_id in SALARY_TYPE_OFFERED ? [{ salaryType: p.parent_id as OfferedType, min: p.min, max: p.max }] : []));
}

/** Stored picks back into tree items (unknown ids are dropped, at most 5). */
export function normalizeSalaryPicks(value: unknown, max = 5): SalaryPick[] {
  if (!Array.isArray(value)) return [];
  const out: SalaryPick[] = [];
  for (const v of value) {
    const id = v && typeof v === 'object' && 'id' in v ? String((v as { id: unknown }).id) : typeof v === 'string' ? v : '';
    const item = byId.get(id);
    if (item && item.depth === 2 && !out.some((o) => o.id === id)) out.push(item);
  }
  return out.slice(0, max);
}
