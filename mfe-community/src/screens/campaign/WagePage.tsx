import { wageOrderInForce } from '@phjobs/contracts/job-ad-review';
import { formatDate } from '@phjobs/ui/format';
import { NCR, NCR_LOWER_RATE_SECTORS, NCR_WAGE_ORDERS, SPEC_WAGE_FIGURES, WAGE_PENALTY } from '../../domain/campaign/facts';
import { formatCentavos } from '../../domain/campaign/amount';
import { payFromDailyWage } from '../../domain/campaign/pay';
import { CampaignPage, FactTable, manilaToday, Section, SourceLine } from './parts';
import { PayCalculator } from './PayCalculator';

const peso = (pesos: number) => formatCentavos(Math.round(pesos * 100));

/** /campaign/wage: the NCR minimum wage in force today, its history, the penalty, the pay calculator. */
export function WagePage() {
  const today = manilaToday();
  const order = wageOrderInForce(NCR, today) ?? NCR_WAGE_ORDERS[NCR_WAGE_ORDERS.length - 1]!;
  const pay = payFromDailyWage(order.nonAgriculture * 100, '6');
  const history = [...NCR_WAGE_ORDERS].reverse();

  return (
    <CampaignPage
      title="Minimum wage"
      lede="Regional wage boards set the lowest daily wage an employer may pay, by wage order (RA 6727). Here are Metro Manila’s rates and what they come to."
      sources={['ra6727', 'nwpc', 'ra8188', 'doleHandbook', 'ncr23', 'spec']}
    >
      <Section title="In force today in Metro Manila (NCR)">
        <div className="campaign-hero">
          <p className="campaign-hero__amount">
            {peso(order.nonAgriculture)} <span>a day</span>
          </p>
          <p className="campaign-hero__what">
            Non-agriculture, {order.order}, in force since <time dateTime={order.effective}>{formatDate(order.effective)}</time>
          </p>
        </div>
        <dl className="campaign-figures">
          <div>
            <dt>An hour (8 hours)</dt>
            <dd>{formatCentavos(pay.hourly)}</dd>
          </div>
          <div>
            <dt>A week (6 days)</dt>
            <dd>{formatCentavos(pay.weekly)}</dd>
          </div>
          <div>
            <dt>A month (× 313 ÷ 12)</dt>
            <dd>{formatCentavos(pay.monthly)}</dd>
          </div>
        </dl>
        <FactTable
          caption={`Daily minimum wage by sector, ${order.order}`}
          head={['Sector', 'A day']}
          numeric={[1]}
          rows={[
            ['Non-agriculture', peso(order.nonAgriculture)],
            [NCR_LOWER_RATE_SECTORS, peso(order.agriculture)],
          ]}
        />
        <SourceLine id="nwpc" />
        <p className="campaign-source">Order: {order.source}</p>
        <p className="campaign-note">Other regions have their own wage orders and lower rates; see the NWPC site for yours.</p>
      </Section>

      <Section title="Calculate your pay">
        <PayCalculator initialDaily={order.nonAgriculture} />
      </Section>

      <Section title="If you are paid less">
        <p className="campaign-text">
          Paying less than the minimum wage is a crime. {WAGE_PENALTY.text}
        </p>
        <p className="campaign-text">Report underpayment to DOLE: hotline 1349, or the nearest DOLE field office.</p>
        <SourceLine id="ra8188" />
      </Section>

      <Section title="Earlier NCR rates">
        <FactTable
          caption="NCR daily minimum wages by wage order (agriculture includes the small establishments named above)"
          head={['Wage order', 'In force from', 'Non-agri\u00ADculture', 'Agri\u00ADculture']}
          numeric={[2, 3]}
          nowrap={[0, 1]}
          highlight={history.findIndex((o) => o.order === order.order)}
          rows={history.map((o) => [
            <>
              {o.order.replace(/^Wage Order /, '')}
              {o.order === order.order ? <span className="campaign-tag">In force</span> : null}
            </>,
            <time dateTime={o.effective}>{formatDate(o.effective)}</time>,
            peso(o.nonAgriculture),
            peso(o.agriculture),
          ])}
        />
        <h3 className="campaign-subtitle">What this page said before</h3>
        <p className="campaign-text">
          This page first gave these figures. They are no longer in force: keep them only as history. Their sector table is Wage Order NCR-23’s (2022); the day rate of{' '}
          {peso(SPEC_WAGE_FIGURES.daily)} matches no NCR order we could find.
        </p>
        <FactTable
          caption="Figures of the earlier page (out of date)"
          head={['Figure', 'Amount']}
          numeric={[1]}
          rows={[
            ['A day (NCR, non-agriculture)', peso(SPEC_WAGE_FIGURES.daily)],
            ['An hour', `₱${SPEC_WAGE_FIGURES.hourly}`],
            [`A week (${SPEC_WAGE_FIGURES.workDaysPerWeek} days)`, peso(SPEC_WAGE_FIGURES.weekly)],
            ['A month', peso(SPEC_WAGE_FIGURES.monthly)],
            ['Sector table: non-agriculture', peso(SPEC_WAGE_FIGURES.sectors.nonAgriculture)],
            ['Sector table: agriculture', peso(SPEC_WAGE_FIGURES.sectors.agriculture)],
          ]}
        />
        <SourceLine id="spec" />
      </Section>
    </CampaignPage>
  );
}
