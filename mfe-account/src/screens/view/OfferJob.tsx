import { Link, useParams } from '@phjobs/web-core/router';
import { EMPLOYEE_TYPE, WORKING_DAY } from '@phjobs/contracts/codes';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Badge } from '@phjobs/ui/components/Chip';
import { formatDate, formatPeso } from '@phjobs/ui/format';
import { useApiQuery } from '@phjobs/web-core/query';
import { getJobAd } from '../../api/jobs';
import { ScreenHeader } from '../../components/ScreenHeader';
import { dDayBadge } from '@phjobs/ui/dday';
import { salaryUnitLabel } from '../../domain/places';

const label = (table: Record<string, string>, code: string | null | undefined) => (code ? (table[code] ?? code) : '');

/**
 * /myPage/view/offer/{offerId}/ad/{jobId} and /myPage/view/offer/{offerId}/edit/{jobId}: the job
 * the offer is for, in short, with a link to the full ad.
 */
export function OfferJob() {
  const { offerId = '', jobId = '' } = useParams();
  const state = useApiQuery(['account', 'getJobAd', jobId], (signal) => getJobAd(jobId, signal));
  return (
    <div className="ph-page">
      <ScreenHeader title="Offered job" />
      <Async state={state}>
        {(ad) => {
          const dday = dDayBadge(ad.statusCode, ad.jobDeadlineDate, new Date());
          return (
            <>
              <section className="ph-section acc-stack">
                <p className="ph-muted">{ad.comapnyName}</p>
                <h2 className="acc-resume__title">{ad.title}</h2>
                <p className="acc-row__badges">
                  {ad.statusCode === '012C' ? <Badge tone="success">Ongoing</Badge> : <Badge>Closed</Badge>}
                  {dday ? <Badge tone="danger">{dday}</Badge> : null}
                  <span className="ph-muted acc-small">Posted {formatDate(ad.jobCreatedAt)}</span>
                </p>
              </section>
              <section className="ph-section">
                <dl className="acc-info acc-info--plain">
                  <div className="acc-info__row">
                    <dt>Salary</dt>
                    <dd>{ad.salaryCode === '010F' || ad.salary === null ? 'Negotiable' : `${salaryUnitLabel(ad.salaryCode)} ${formatPeso(ad.salary)}`}</dd>
                  </div>
                  <div className="acc-info__row">
                    <dt>Working days</dt>
                    <dd>{label(WORKING_DAY, ad.workingDayCode)}</dd>
                  </div>
                  <div className="acc-info__row">
                    <dt>Employment</dt>
                    <dd>{ad.employeeTypeList.map((t) => label(EMPLOYEE_TYPE, t)).join(', ') || '-'}</dd>
                  </div>
                  <div className="acc-info__row">
                    <dt>Workplace</dt>
                    <dd>{ad.workPlace || '-'}</dd>
                  </div>
                  <div className="acc-info__row">
                    <dt>Deadline</dt>
                    <dd>{ad.jobDeadlineDate ? formatDate(ad.jobDeadlineDate) : 'Until filled'}</dd>
                  </div>
                </dl>
              </section>
              <BottomBar>
                <Link to={`/myPage/view/offer/${offerId}`} className="ph-btn ph-btn--outline ph-btn--lg">
                  Offer
                </Link>
                <Link to={`/ad/all/${ad.jobId}`} className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
                  See the full job ad
                </Link>
              </BottomBar>
            </>
          );
        }}
      </Async>
    </div>
  );
}
