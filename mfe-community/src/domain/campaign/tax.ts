/**
 * The income tax calculator of /campaign/tax: annual income tax on taxable compensation income
 * from the graduated table (facts.ts TAX_TABLE_2023, or TAX_TABLE_2018 for 2018-2022). Exact: in
 * centavos, rounded half up to the centavo once at the end.
 */
import type { TaxBracket, TaxTable } from './facts';
import { divideRounded } from './amount';

/** The largest income the calculator takes, in pesos (keeps every product a safe integer). */
export const MAX_TAXABLE_INCOME = 1_000_000_000_000;

export type TaxResult = {
  /** Centavos. */
  tax: number;
  bracket: TaxBracket;
  /** Index of the bracket in the table (0 = not taxed). */
  bracketIndex: number;
  /** Tax as a share of the income, in percent (0 for no income), 2 decimals. */
  effectivePercent: number;
};

/** The bracket an income falls in: over `over` and not over `notOver` (the first bracket includes 0). */
export function bracketOf(table: TaxTable, incomeCentavos: number): number {
  const i = table.brackets.findIndex((b) => b.notOver === null || incomeCentavos <= b.notOver * 100);
  return i === -1 ? table.brackets.length - 1 : i;
}

export function annualIncomeTax(table: TaxTable, incomeCentavos: number): TaxResult {
  if (!Number.isSafeInteger(incomeCentavos) || incomeCentavos < 0) throw new RangeError('income must be a whole number of centavos, 0 or more');
  if (incomeCentavos > MAX_TAXABLE_INCOME * 100) throw new RangeError(`income is at most PHP ${MAX_TAXABLE_INCOME}`);
  const bracketIndex = bracketOf(table, incomeCentavos);
  const bracket = table.brackets[bracketIndex]!;
  const excess = incomeCentavos - bracket.over * 100;
  const tax = bracket.base * 100 + divideRounded(excess * bracket.ratePercent, 100);
  const effectivePercent = incomeCentavos === 0 ? 0 : Math.round((tax / incomeCentavos) * 10_000) / 100;
  return { tax, bracket, bracketIndex, effectivePercent };
}
