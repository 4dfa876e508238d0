import type { MouseEvent } from 'react';
import { Link } from '@phjobs/web-core/router';
import { Badge } from '@phjobs/ui/components/Chip';
import { MapPinIcon } from '@phjobs/ui/components/Icons';
import { fileUrl } from '@phjobs/web-core/api';
import type { JobAdCard } from '@phjobs/contracts/jobs';
import { paidServiceClass } from '@phjobs/contracts/paid-services';
import { ScrapButton } from './ScrapButton';
import { useAdSelection } from './ad-selection';
import { salaryText, workingDayText, workingHourText, workingPeriodText } from '../domain/texts';

/** A click that opens a link as it is (no modifier key, main button): one the split view may take over. */
const isPlainClick = (e: MouseEvent<HTMLAnchorElement>) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * One ad of a list screen, linking to its detail, with its scrap button (unless `scrap` is false).
 * In the desktop split view a plain click selects the ad for the detail pane instead (the link
 * still opens the ad's page in a new tab or window).
 */
export function AdCard({ ad, scrap = true }: { ad: Omit<JobAdCard, 'isScrapped'> & { isScrapped?: boolean }; scrap?: boolean }) {
  const salary = salaryText(ad.salary, ad.salaryCode);
  const logo = fileUrl(ad.logoKey);
  const selection = useAdSelection();
  const selected = selection?.selectedId === ad.jobId;
  return (
    <div className="ad-card-wrap">
    <Link
      to={`/ad/all/${ad.jobId}`}
      className={['ad-card', selected ? 'ad-card--selected' : '', ...(ad.paymentService ?? []).map((p) => paidServiceClass(p.serviceId))].filter(Boolean).join(' ')}
      aria-current={selected ? 'true' : undefined}
      onClick={
        selection
          ? (e: MouseEvent<HTMLAnchorElement>) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              selection.select(ad.jobId);
            }
          : undefined
      }
    >
      <div className="ad-card__logo" aria-hidden="true">
        {logo ? <img src={logo} alt="" loading="lazy" /> : <span>{ad.companyName.trim().charAt(0).toUpperCase() || '?'}</span>}
      </div>
      <div className="ad-card__body">
        <p className="ad-card__company">{ad.companyName}</p>
        <h2 className="ad-card__title">{ad.title}</h2>
        <p className="ad-card__salary">
          {salary.negotiable ? (
            <Badge tone="default">Negotiable</Badge>
          ) : (
            <>
              <Badge tone="accent">{salary.unit}</Badge>
              <strong>{salary.amount}</strong>
            </>
          )}
        </p>
        <p className="ad-card__meta">
          {ad.city ? (
            <span className="ad-card__city">
              <MapPinIcon width={14} height={14} />
              {ad.city}
            </span>
          ) : null}
          <span>{workingDayText(ad.workingDayCode, null)}</span>
          <span>{workingHourText(ad.workingHourCode, ad.workingHourNegotiable)}</span>
          <span>{workingPeriodText(ad.workingPeriodCode, ad.workingPeriodNegotiable)}</span>
        </p>
      </div>
    </Link>
      {scrap ? <ScrapButton jobId={ad.jobId} initial={ad.isScrapped ?? false} className="ad-card__scrap" /> : null}
    </div>
  );
}
