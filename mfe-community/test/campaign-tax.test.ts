import { describe, expect, it } from 'vitest';
import { TAX_TABLE_2018, TAX_TABLE_2023, TAX_TABLES } from '../src/domain/campaign/facts';
import { parseAmount } from '../src/domain/campaign/amount';
import { annualIncomeTax, MAX_TAXABLE_INCOME } from '../src/domain/campaign/tax';

const pesos = (p: number) => Math.round(p * 100);
const tax2023 = (income: number) => annualIncomeTax(TAX_TABLE_2023, pesos(income)).tax / 100;

describe('annual income tax, the graduated table from 2023 (RA 10963)', () => {
  it('is nothing on no income and on income up to 250,000', () => {
    expect(tax2023(0)).toBe(0);
    expect(tax2023(1)).toBe(0);
    expect(tax2023(250_000)).toBe(0);
  });

  it('is 15% of the excess over 250,000 up to 400,000', () => {
    expect(tax2023(250_000.01)).toBe(0); // 0.0015 rounds to nothing
    expect(tax2023(250_100)).toBe(15);
    expect(tax2023(300_000)).toBe(7_500);
    expect(tax2023(400_000)).toBe(22_500);
  });

  it('is 22,500 plus 20% of the excess over 400,000 up to 800,000', () => {
    expect(tax2023(400_001)).toBe(22_500.2);
    expect(tax2023(500_000)).toBe(42_500);
    expect(tax2023(800_000)).toBe(102_500);
  });

  it('is 102,500 plus 25% of the excess over 800,000 up to 2,000,000', () => {
    expect(tax2023(800_001)).toBe(102_500.25);
    expect(tax2023(1_000_000)).toBe(152_500);
    expect(tax2023(2_000_000)).toBe(402_500);
  });

  it('is 402,500 plus 30% of the excess over 2,000,000 up to 8,000,000', () => {
    expect(tax2023(2_000_001)).toBe(402_500.3);
    expect(tax2023(8_000_000)).toBe(2_202_500);
  });

  it('is 2,202,500 plus 35% of the excess over 8,000,000', () => {
    expect(tax2023(8_000_001)).toBe(2_202_500.35);
    expect(tax2023(10_000_000)).toBe(2_902_500);
  });

  it('names the bracket an income falls in, an edge belonging to the lower bracket', () => {
    expect(annualIncomeTax(TAX_TABLE_2023, pesos(250_000)).bracketIndex).toBe(0);
    expect(annualIncomeTax(TAX_TABLE_2023, pesos(250_000.01)).bracketIndex).toBe(1);
    expect(annualIncomeTax(TAX_TABLE_2023, pesos(8_000_000)).bracketIndex).toBe(4);
    expect(annualIncomeTax(TAX_TABLE_2023, pesos(8_000_000.01)).bracketIndex).toBe(5);
  });

  it('computes huge incomes exactly, to the centavo', () => {
    // 2,202,500 + 35% of (1,000,000,000,000 - 8,000,000)
    expect(annualIncomeTax(TAX_TABLE_2023, pesos(MAX_TAXABLE_INCOME)).tax).toBe(pesos(2_202_500) + 35 * (MAX_TAXABLE_INCOME - 8_000_000));
    expect(annualIncomeTax(TAX_TABLE_2023, pesos(MAX_TAXABLE_INCOME)).effectivePercent).toBe(35);
    expect(annualIncomeTax(TAX_TABLE_2023, pesos(123_456_789.99)).tax).toBe(4_261_237_650); // 2,202,500 + 0.35 x 115,456,789.99 (= 40,409,876.4965) = 42,612,376.4965 -> .50
  });

  it('refuses a negative, fractional-centavo or too large income', () => {
    expect(() => annualIncomeTax(TAX_TABLE_2023, -1)).toThrow(RangeError);
    expect(() => annualIncomeTax(TAX_TABLE_2023, 0.5)).toThrow(RangeError);
    expect(() => annualIncomeTax(TAX_TABLE_2023, pesos(MAX_TAXABLE_INCOME) + 1)).toThrow(RangeError);
  });
});

describe('annual income tax, 2018 to 2022', () => {
  const tax2018 = (income: number) => annualIncomeTax(TAX_TABLE_2018, pesos(income)).tax / 100;
  it('uses 20%, 25%, 30%, 32% and 35%', () => {
    expect(tax2018(250_000)).toBe(0);
    expect(tax2018(400_000)).toBe(30_000);
    expect(tax2018(500_000)).toBe(55_000);
    expect(tax2018(800_000)).toBe(130_000);
    expect(tax2018(2_000_000)).toBe(490_000);
    expect(tax2018(8_000_000)).toBe(2_410_000);
    expect(tax2018(9_000_000)).toBe(2_760_000);
  });
});

describe('the tax tables hang together', () => {
  for (const table of TAX_TABLES) {
    it(`${table.years}: each bracket starts where the last ended, its base being the tax at its lower edge`, () => {
      const [first, ...rest] = table.brackets;
      expect(first).toMatchObject({ over: 0, base: 0, ratePercent: 0 });
      let previous = first!;
      for (const b of rest) {
        expect(b.over).toBe(previous.notOver);
        expect(b.base).toBe(previous.base + ((b.over - previous.over) * previous.ratePercent) / 100);
        previous = b;
      }
      expect(previous.notOver).toBeNull();
    });
  }
});

describe('amounts typed into the calculators', () => {
  it('reads plain and grouped pesos with up to 2 decimals', () => {
    expect(parseAmount('500,000', 1e12)).toEqual({ ok: true, centavos: 50_000_000 });
    expect(parseAmount(' 695.5 ', 1e12)).toEqual({ ok: true, centavos: 69_550 });
    expect(parseAmount('₱1,234,567.89', 1e12)).toEqual({ ok: true, centavos: 123_456_789 });
    expect(parseAmount('0', 1e12)).toEqual({ ok: true, centavos: 0 });
  });

  it('refuses empty, negative, malformed and too large amounts with a message', () => {
    expect(parseAmount('', 1e12)).toEqual({ ok: false, error: 'Enter an amount.' });
    expect(parseAmount('-5', 1e12)).toEqual({ ok: false, error: 'The amount cannot be negative.' });
    for (const bad of ['abc', '1.234', '12,34', '1e6', '5 000']) expect(parseAmount(bad, 1e12)).toMatchObject({ ok: false, error: 'Enter the amount in pesos, e.g. 500,000 or 695.50.' });
    expect(parseAmount('1,000,000,000,000.01', 1e12)).toEqual({ ok: false, error: 'Enter an amount up to ₱1,000,000,000,000.' });
    expect(parseAmount('99999999999999999999999', 1e12)).toMatchObject({ ok: false });
    expect(parseAmount('1000000000000', 1e12)).toEqual({ ok: true, centavos: 1e14 });
  });
});
