import { useId, useState, type FormEvent } from 'react';
import { Button } from '@phjobs/ui/components/Button';
import { FieldError } from '@phjobs/ui/components/Field';
import { Select } from '@phjobs/ui/components/Select';
import { TAX_TABLES } from '../../domain/campaign/facts';
import { divideRounded, formatCentavos, parseAmount } from '../../domain/campaign/amount';
import { annualIncomeTax, MAX_TAXABLE_INCOME, type TaxResult } from '../../domain/campaign/tax';
import { bracketText } from './taxText';

type Shown = TaxResult & { income: number; years: string };

/** Taxable income a year -> the income tax of the graduated table; the result is announced (aria-live). */
export function TaxCalculator({ onBracket }: { onBracket?: (tableId: string, index: number | null) => void }) {
  const id = useId();
  const [income, setIncome] = useState('');
  const [tableId, setTableId] = useState<string>(TAX_TABLES[0].id);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Shown | null>(null);

  const calculate = (e: FormEvent) => {
    e.preventDefault();
    const table = TAX_TABLES.find((t) => t.id === tableId) ?? TAX_TABLES[0];
    const parsed = parseAmount(income, MAX_TAXABLE_INCOME);
    if (!parsed.ok) {
      setError(parsed.error);
      setResult(null);
      onBracket?.(table.id, null);
      return;
    }
    setError(null);
    const r = annualIncomeTax(table, parsed.centavos);
    setResult({ ...r, income: parsed.centavos, years: table.years });
    onBracket?.(table.id, r.bracketIndex);
  };

  return (
    <form className="campaign-calc" onSubmit={calculate} noValidate aria-label="Income tax calculator">
      <div className="campaign-calc__fields">
        <div className="ph-text-field">
          <label className="ph-field__label" htmlFor={`${id}-income`}>
            Taxable income a year (PHP)
          </label>
          <input
            id={`${id}-income`}
            className={`ph-input${error ? ' ph-input--invalid' : ''}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 500,000"
            value={income}
            onChange={(e) => setIncome(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-income-error` : `${id}-income-hint`}
          />
          <p className="ph-field__hint" id={`${id}-income-hint`}>
            Gross pay for the year less what is not taxed (see below).
          </p>
          <FieldError id={`${id}-income-error`}>{error}</FieldError>
        </div>
        <Select id={`${id}-table`} label="Tax year" value={tableId} onChange={setTableId} options={TAX_TABLES.map((t) => ({ value: t.id, label: t.label }))} />
      </div>
      <Button type="submit">Calculate tax</Button>
      <div className="campaign-calc__result" aria-live="polite" aria-atomic="true">
        {result ? (
          <>
            <h3 className="campaign-calc__result-title">
              Income tax a year: <strong>{formatCentavos(result.tax)}</strong>
            </h3>
            <dl className="campaign-figures">
              <div>
                <dt>Taxable income</dt>
                <dd>{formatCentavos(result.income)}</dd>
              </div>
              <div>
                <dt>A month (÷ 12)</dt>
                <dd>{formatCentavos(divideRounded(result.tax, 12))}</dd>
              </div>
              <div>
                <dt>Share of income</dt>
                <dd>{result.effectivePercent}%</dd>
              </div>
            </dl>
            <p className="campaign-text">
              Bracket ({result.years}): {bracketText(result.bracket)}
            </p>
          </>
        ) : null}
      </div>
    </form>
  );
}
