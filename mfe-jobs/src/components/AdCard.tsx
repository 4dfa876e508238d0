import { Link } from 'react-router';
import { Badge } from '@phjobs/ui/components/Chip';
import { MapPinIcon } from '@phjobs/ui/components/Icons';
import { fileUrl } from '@phjobs/ui/api';
import type { JobAdCard } from '@phjobs/contracts/jobs';
import { ScrapButton } from './ScrapButton';
import { salaryText, workingDayText, workingHourText, workingPeriodText } from '../domain/texts';

/** One ad of a list screen, linking to its detail, with its scrap button (unless `scrap` is false). */
export function AdCard({ ad, scrap = true }: { ad: Omit<JobAdCard, 'isScrapped'> & { isScrapped?: boolean }; scrap?: boolean }) {
  const salary = salaryText(ad.salary, ad.salaryCode);
  const logo = fileUrl(ad.logoKey);
  return (
    <div className="ad-card-wrap">
    <Link to={`/ad/all/${ad.jobId}`} className="ad-card">
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
