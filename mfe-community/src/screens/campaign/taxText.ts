import type { TaxBracket } from '../../domain/campaign/facts';

const n = (pesos: number) => `₱${pesos.toLocaleString('en-US')}`;

/** 'Over ₱400,000 to ₱800,000' */
export function bracketRange(b: TaxBracket): string {
  if (b.over === 0) return `${n(b.notOver ?? 0)} or less`;
  return b.notOver === null ? `Over ${n(b.over)}` : `Over ${n(b.over)} to ${n(b.notOver)}`;
}

/** '₱22,500 + 20% of the excess over ₱400,000' */
export function bracketTax(b: TaxBracket): string {
  if (b.ratePercent === 0) return 'None';
  const rate = `${b.ratePercent}% of the excess over ${n(b.over)}`;
  return b.base === 0 ? rate : `${n(b.base)} + ${rate}`;
}

export const bracketText = (b: TaxBracket) => `${bracketRange(b)}: ${bracketTax(b).replace(/^None$/, 'no tax')}`;
