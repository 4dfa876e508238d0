import { useId, useState, type FormEvent } from 'react';
import { Button } from '@phjobs/ui/components/Button';
import { FieldError } from '@phjobs/ui/components/Field';
import { WORK_WEEKS, type WorkWeekId } from '../../domain/campaign/facts';
import { formatCentavos, parseAmount } from '../../domain/campaign/amount';
import { MAX_DAILY_WAGE, payFromDailyWage, type PayBreakdown } from '../../domain/campaign/pay';

/** Daily wage -> an hour, a week, a month and a year; the result is announced (aria-live). */
export function PayCalculator({ initialDaily }: { initialDaily: number }) {
  const id = useId();
  const [wage, setWage] = useState(String(initialDaily));
  const [week, setWeek] = useState<WorkWeekId>('6');
  const [error, setError] = useState<string | null>(null);
  // the result for the wage shown, from the first render
  const [result, setResult] = useState<PayBreakdown | null>(() => payFromDailyWage(Math.round(initialDaily * 100), '6'));

  const calculate = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseAmount(wage, MAX_DAILY_WAGE);
    if (!parsed.ok) {
      setError(parsed.error);
      setResult(null);
      return;
    }
    setError(null);
    setResult(payFromDailyWage(parsed.centavos, week));
  };

  return (
    <form className="campaign-calc" onSubmit={calculate} noValidate aria-label="Pay calculator">
      <div className="campaign-calc__fields">
        <div className="ph-text-field">
          <label className="ph-field__label" htmlFor={`${id}-wage`}>
            Daily wage (PHP)
          </label>
          <input
            id={`${id}-wage`}
            className={`ph-input${error ? ' ph-input--invalid' : ''}`}
            inputMode="decimal"
            autoComplete="off"
            value={wage}
            onChange={(e) => setWage(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-wage-error` : undefined}
          />
          <FieldError id={`${id}-wage-error`}>{error}</FieldError>
        </div>
        <fieldset className="campaign-calc__choice">
          <legend className="ph-field__label">Work week</legend>
          {WORK_WEEKS.map((w) => (
            <label key={w.id} className="ph-check">
              <input type="radio" name={`${id}-week`} value={w.id} checked={week === w.id} onChange={() => setWeek(w.id)} />
              {w.label}
            </label>
          ))}
        </fieldset>
      </div>
      <Button type="submit">Calculate pay</Button>
      <div className="campaign-calc__result" aria-live="polite" aria-atomic="true">
        {result ? (
          <>
            <h3 className="campaign-calc__result-title">At {formatCentavos(result.daily)} a day</h3>
            <dl className="campaign-figures">
              <div>
                <dt>An hour</dt>
                <dd>{formatCentavos(result.hourly)}</dd>
              </div>
              <div>
                <dt>A week ({result.daysPerWeek} days)</dt>
                <dd>{formatCentavos(result.weekly)}</dd>
              </div>
              <div>
                <dt>A month</dt>
                <dd>{formatCentavos(result.monthly)}</dd>
              </div>
              <div>
                <dt>A year</dt>
                <dd>{formatCentavos(result.yearly)}</dd>
              </div>
            </dl>
          </>
        ) : null}
      </div>
      <p className="campaign-note">
        Assumptions: 8 hours a day (Labor Code art. 83); a month is the daily wage × {result?.yearFactor ?? '313 or 261'} ÷ 12, DOLE’s factor for the paid days of a year (313 on a
        6-day week, 261 on a 5-day week: rest days unpaid, regular holidays paid); a year is the daily wage × that factor. Before deductions (SSS, PhilHealth, Pag-IBIG, tax), without overtime or premiums.
      </p>
    </form>
  );
}
