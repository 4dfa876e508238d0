import { useState } from 'react';
import { Link } from '@phjobs/web-core/router';
import type { ScrapCard } from '@phjobs/contracts/jobs';
import { SALARY_UNIT } from '@phjobs/contracts/codes';
import { ApiError, fileUrl } from '@phjobs/web-core/api';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { BookmarkIcon, MapPinIcon } from '@phjobs/ui/components/Icons';
import { formatCount, formatPeso } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { getScraps, totalOf } from '../../api/jobs';
import { Badge } from '@phjobs/ui/components/Chip';
import { dDayBadge } from '@phjobs/ui/dday';
import { ScreenHeader } from '../../components/ScreenHeader';

const unit = (code: string) => (SALARY_UNIT as Record<string, string>)[code] ?? '';

/** /myPage/scrap: the job ads the member scrapped, as cards. */
export function Scrap() {
  const [total, setTotal] = useState<number | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const list = useEndlessQuery<ScrapCard>(['account', 'scrapList'], async (pageNo, signal) => {
      try {
        const answer = await getScraps(pageNo, signal);
        const items = Array.isArray(answer?.list) ? answer.list : [];
        setTotal(totalOf(answer));
        return { items };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) setUnavailable(true);
        throw error;
      }
    }, 10, { restore: false });
  return (
    <div className="ph-page">
      <ScreenHeader title="Scrapped jobs" />
      <p className="ph-count-line acc-list-count">{total === null ? '\u00a0' : `${formatCount(total)} jobs`}</p>
      {unavailable ? (
        <p className="acc-unavailable" role="status">
          Scrapped jobs are not available yet. Please try again later.
        </p>
      ) : (
        <EndlessList
          list={list}
          keyOf={(a) => a.jobId}
          renderItem={(a) => (
            <Link to={`/ad/all/${a.jobId}`} className="acc-card">
              <span className="acc-card__logo">{a.logoKey ? <img src={fileUrl(a.logoKey) ?? ''} alt="" /> : (a.companyName[0] ?? '?')}</span>
              <span className="acc-card__body">
                <span className="acc-card__company">{a.companyName}</span>
                <span className="acc-card__title">{a.title}</span>
                {a.statusCode !== '012C' ? (
                  <span>
                    <Badge>Closed</Badge>
                  </span>
                ) : dDayBadge(a.statusCode, a.deadlineDate, new Date()) ? (
                  <span>
                    <Badge tone="danger">{dDayBadge(a.statusCode, a.deadlineDate, new Date())}</Badge>
                  </span>
                ) : null}
                <span className="acc-card__salary">
                  {a.salaryCode === '010F' || a.salary === null ? (
                    'Negotiable'
                  ) : (
                    <>
                      <span className="acc-unit-tag">{unit(a.salaryCode)}</span> {formatPeso(a.salary)}
                    </>
                  )}
                </span>
                {a.city ? (
                  <span className="acc-card__city">
                    <MapPinIcon width={13} height={13} /> {a.city}
                  </span>
                ) : null}
              </span>
              <span className="acc-card__scrap" role="img" aria-label="Scrapped">
                <BookmarkIcon filled width={20} height={20} />
              </span>
            </Link>
          )}
        />
      )}
    </div>
  );
}
