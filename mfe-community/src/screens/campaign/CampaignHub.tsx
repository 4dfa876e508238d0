import type { ReactNode } from 'react';
import { Link } from '@phjobs/web-core/router';
import { wageOrderInForce } from '@phjobs/contracts/job-ad-review';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { formatDate } from '@phjobs/ui/format';
import { BENEFITS, CAMPAIGN_CARDS, HOUR_PREMIUMS, NCR, NCR_WAGE_ORDERS, TAX_TABLE_2023 } from '../../domain/campaign/facts';
import { formatCentavos } from '../../domain/campaign/amount';
import { manilaToday } from './parts';
import './campaign.css';

/** /campaign: the four campaign cards, each with its key figure. */
export function CampaignHub() {
  const order = wageOrderInForce(NCR, manilaToday()) ?? NCR_WAGE_ORDERS[NCR_WAGE_ORDERS.length - 1]!;
  const keyFigure: Record<string, ReactNode> = {
    '/campaign/wage': (
      <>
        {formatCentavos(order.nonAgriculture * 100)} a day in Metro Manila since <time dateTime={order.effective}>{formatDate(order.effective)}</time>
      </>
    ),
    '/campaign/benefit': BENEFITS.filter((b) => b.id !== 'thirteenth').map((b) => b.short).join(', '),
    '/campaign/tax': `No income tax up to ₱${(TAX_TABLE_2023.brackets[0]!.notOver ?? 0).toLocaleString('en-US')} a year`,
    '/campaign/laborCode': `8 hours a day, overtime +${HOUR_PREMIUMS.overtimeOrdinary.percent}%, night shift +${HOUR_PREMIUMS.nightShift.percent}%`,
  };
  return (
    <div className="ph-page campaign">
      <header className="campaign-head">
        <h1 className="campaign-head__title">Know your rights at work</h1>
        <p className="campaign-head__lede">What Philippine law gives every employee: the minimum wage, government benefits, income tax and the Labor Code, in plain words with their sources.</p>
      </header>
      <ul className="campaign-cards">
        {CAMPAIGN_CARDS.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="campaign-card">
              <h2 className="campaign-card__title">{card.title}</h2>
              <p className="campaign-card__figure">{keyFigure[card.to]}</p>
              <p className="campaign-card__summary">{card.summary}</p>
              <span className="campaign-card__more" aria-hidden="true">
                Read <ChevronRightIcon width={16} height={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
