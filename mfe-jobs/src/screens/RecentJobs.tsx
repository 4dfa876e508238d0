import { useState } from 'react';
import { CountLine } from '@phjobs/ui/components/ListScaffold';
import { NO_DATA, NO_MORE_DATA } from '@phjobs/ui/endless';
import { AdCard } from '../components/AdCard';
import { JobSplit } from '../components/JobSplit';
import { readRecentAds } from '../domain/recent-ads';

/** /ad/recent 'Recent jobs': the ads viewed on this device (latest 30, latest first). */
export function RecentJobs() {
  const [ads] = useState(() => readRecentAds());
  return (
    <JobSplit>
      <div className="jobs-list-screen">
        <div className="ph-list-toolbar">
          <h1 className="ph-screen-title">Recent jobs</h1>
          {ads.length ? (
            <div className="ph-list-toolbar__row">
              <CountLine count={ads.length} />
            </div>
          ) : null}
        </div>
        {ads.length === 0 ? (
          <p className="ph-endless__end ph-endless__end--empty">{NO_DATA}</p>
        ) : (
          <div className="ph-endless">
            <ul className="ph-endless__items">
              {ads.map((ad) => (
                <li key={ad.jobId}>
                  <AdCard ad={ad} scrap={false} />
                </li>
              ))}
            </ul>
            <p className="ph-endless__end">{NO_MORE_DATA}</p>
          </div>
        )}
      </div>
    </JobSplit>
  );
}
