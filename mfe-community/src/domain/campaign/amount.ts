/**
 * Peso amounts typed into the campaign calculators, in whole centavos (integers), so the sums are
 * exact. Pure: no React, no clock.
 */

export type ParsedAmount = { ok: true; centavos: number } | { ok: false; error: string };

const PLAIN = /^\d+(?:\.\d{1,2})?$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/;

/**
 * '500,000', '500000', '695.50', '₱ 1,000' -> centavos. Refused, with a message a person can act on:
 * empty, negative, not a number, more than 2 decimals, above `maxPesos`.
 */
export function parseAmount(input: string, maxPesos: number): ParsedAmount {
  const text = input.trim().replace(/^(?:₱|PHP|P)\s*/i, '');
  if (text === '') return { ok: false, error: 'Enter an amount.' };
  if (/^-/.test(text)) return { ok: false, error: 'The amount cannot be negative.' };
  if (!PLAIN.test(text) && !GROUPED.test(text)) return { ok: false, error: 'Enter the amount in pesos, e.g. 500,000 or 695.50.' };
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > String(Math.trunc(maxPesos)).length || Number(wholeDigits) > maxPesos) {
    return { ok: false, error: `Enter an amount up to ₱${maxPesos.toLocaleString('en-US')}.` };
  }
  const centavos = Number(wholeDigits) * 100 + Number(fraction.padEnd(2, '0'));
  if (centavos > maxPesos * 100) return { ok: false, error: `Enter an amount up to ₱${maxPesos.toLocaleString('en-US')}.` };
  return { ok: true, centavos };
}

/** n / d rounded half up, for n >= 0 and d > 0 (both safe integers). */
export function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** Centavos as pesos (a number with at most 2 decimals). */
export const toPesos = (centavos: number): number => centavos / 100;

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '₱4,170' for whole pesos, '₱86.88' otherwise (never '₱108.5'). */
export function formatCentavos(centavos: number): string {
  return `₱${centavos % 100 === 0 ? WHOLE.format(centavos / 100) : CENTS.format(centavos / 100)}`;
}
