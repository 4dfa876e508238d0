import { wageOrderInForce } from '@phjobs/contracts/job-ad-review';
import { DAY_PAY_RULES, HOUR_PREMIUMS, HOURS_PER_DAY, LABOR_RULES, NCR, NCR_WAGE_ORDERS } from '../../domain/campaign/facts';
import { divideRounded, formatCentavos } from '../../domain/campaign/amount';
import { atPercent } from '../../domain/campaign/pay';
import { CampaignPage, FactTable, manilaToday, Section, SourceLine } from './parts';

/** /campaign/laborCode: the main rules in plain words, premium pay with an example at the NCR minimum. */
export function LaborCodePage() {
  const order = wageOrderInForce(NCR, manilaToday()) ?? NCR_WAGE_ORDERS[NCR_WAGE_ORDERS.length - 1]!;
  const daily = order.nonAgriculture * 100;
  const hourly = (dayPercent: number, hourPercent: number) => divideRounded(daily * dayPercent * (100 + hourPercent), 100 * 100 * HOURS_PER_DAY);
  const at = formatCentavos(daily);

  return (
    <CampaignPage
      title="Labor Code"
      lede="The Labor Code of the Philippines sets the least an employer must give: hours, overtime, rest days, holiday pay, leave, and the rules for ending a job."
      sources={['laborCode', 'doleHandbook', 'leaves', 'ra7641']}
    >
      <Section title="Pay for the day">
        <FactTable
          caption={`Pay for the first 8 hours, as a share of the daily rate, and at the NCR minimum of ${at} (${order.order})`}
          head={['Day', '% of the daily rate', `At ${at} a day`]}
          numeric={[1, 2]}
          rows={DAY_PAY_RULES.map((r) => [
            <>
              {r.label}
              <span className="campaign-cite">{r.article}</span>
            </>,
            `${r.percent}%`,
            formatCentavos(atPercent(daily, r.percent)),
          ])}
        />
        <FactTable
          caption={`Extra for each hour, and an hour at the NCR minimum (${formatCentavos(divideRounded(daily, HOURS_PER_DAY))} an hour)`}
          head={['Hour', 'Extra', 'An hour at the minimum']}
          numeric={[2]}
          rows={[
            [HOUR_PREMIUMS.overtimeOrdinary.label, `+${HOUR_PREMIUMS.overtimeOrdinary.percent}%`, formatCentavos(hourly(100, HOUR_PREMIUMS.overtimeOrdinary.percent))],
            [`${HOUR_PREMIUMS.overtimeOther.label} (example: rest day)`, `+${HOUR_PREMIUMS.overtimeOther.percent}% of the rest-day rate`, formatCentavos(hourly(130, HOUR_PREMIUMS.overtimeOther.percent))],
            [HOUR_PREMIUMS.nightShift.label, `+${HOUR_PREMIUMS.nightShift.percent}%`, `+${formatCentavos(divideRounded(daily * HOUR_PREMIUMS.nightShift.percent, 100 * HOURS_PER_DAY))}`],
          ]}
        />
        <SourceLine id="doleHandbook" />
      </Section>

      {LABOR_RULES.map((rule) => (
        <Section key={rule.id} title={rule.title} id={rule.id}>
          <ul className="campaign-list">
            {rule.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <SourceLine id={rule.source} />
        </Section>
      ))}
    </CampaignPage>
  );
}
