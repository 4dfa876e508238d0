import { useState } from 'react';
import { Link, useSearchParams } from '@phjobs/web-core/router';
import { AD_STATUS } from '@phjobs/contracts/codes';
import { Badge } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { formatCount, formatDate } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { fetchApplicantJobs, fetchApplicants, PAGE_UNIT, type ApplicantJobRow, type ApplicantRow } from '../../api/applicants';
import { ApplicantRowCard } from './ApplicantRowCard';
import { OVERVIEW_TABS, overviewTabOf, type OverviewTab } from './applicant-texts';
import { CountList } from '../../components/CountList';

/**
 * /myPage/applicant: tabs All applications (every application), Unread applications (the ads with
 * their counts, 'View only ongoing') and Chat applications (018B), kept in ?tab= (all, byJob, byChat).
 */
export function ApplicantOverview() {
  const [params, setParams] = useSearchParams();
  const tab = overviewTabOf(params.get('tab'));
  const onlyOngoing = params.get('ongoing') === '1';
  // The box follows the click at once; the list follows the URL (its navigation waits for the new page of ads).
  const [ongoingShown, setOngoingShown] = useState(onlyOngoing);
  const [ongoingInUrl, setOngoingInUrl] = useState(onlyOngoing);
  if (ongoingInUrl !== onlyOngoing) {
    // the URL changed (back, forward, a link): the box follows it
    setOngoingInUrl(onlyOngoing);
    setOngoingShown(onlyOngoing);
  }

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="emp-applicants">
      <h1 className="emp-page-title">Applicant management</h1>
      <Tabs<OverviewTab> items={OVERVIEW_TABS} value={tab} onChange={(v) => setParam('tab', v)} label="Applications">
        {tab === 'byJob' ? (
          <>
            <label className="ph-check emp-applicants__ongoing">
              <input
                type="checkbox"
                checked={ongoingShown}
                onChange={(e) => {
                  setOngoingShown(e.target.checked);
                  setParam('ongoing', e.target.checked ? '1' : null);
                }}
              />
              View only ongoing
            </label>
            <AdList onlyOngoing={onlyOngoing} />
          </>
        ) : (
          <>
            {tab === 'byChat' ? (
              <p className="emp-applicants__chats">
                <Link to="/myPage/chats">Go to chat list</Link>
              </p>
            ) : null}
            <ApplicationList chatOnly={tab === 'byChat'} />
          </>
        )}
      </Tabs>
    </div>
  );
}

function ApplicationList({ chatOnly }: { chatOnly: boolean }) {
  const list = useEndlessQuery<ApplicantRow>(
    ['employer', 'applicants', chatOnly ? 'chat' : 'all'],
    async (pageNo, signal) => {
      const answer = await fetchApplicants(pageNo, chatOnly, signal);
      return { items: answer.list, total: answer.resultListCount };
    },
    PAGE_UNIT,
    { restore: false },
  );
  return (
    <div className="emp-list">
      <EndlessList list={list} keyOf={(row) => row.applicationId} renderItem={(row) => <ApplicantRowCard row={row} showJob />} />
    </div>
  );
}

function AdList({ onlyOngoing }: { onlyOngoing: boolean }) {
  const list = useEndlessQuery<ApplicantJobRow>(
    ['employer', 'applicantJobs', onlyOngoing ? 'ongoing' : 'all'],
    async (pageNo, signal) => {
      const answer = await fetchApplicantJobs(pageNo, onlyOngoing, signal);
      return { items: answer.list, total: answer.resultListCount };
    },
    PAGE_UNIT,
    { restore: false },
  );
  return (
    <div className="emp-list">
      <EndlessList
        list={list}
        keyOf={(row) => row.jobId}
        renderItem={(row) => (
          <Link className={`emp-ad${row.unread > 0 ? ' emp-ad--unread' : ''}`} to={`/myPage/applicant/${row.jobId}`} data-job-id={row.jobId}>
            <div className="emp-app__badges">
              <Badge tone={row.statusCode === '012C' ? 'accent' : 'muted'}>{AD_STATUS[row.statusCode as keyof typeof AD_STATUS] ?? row.statusCode}</Badge>
              {row.unread > 0 ? <Badge tone="danger">Unread {formatCount(row.unread)}</Badge> : null}
              <span className="emp-app__date">{formatDate(row.date)}</span>
            </div>
            <span className="emp-ad__title">{row.title}</span>
            <CountList
              className="emp-ad__counts"
              counts={[
                { label: 'Applicants', value: formatCount(row.applicant) },
                { label: 'Under review', value: formatCount(row.underReview) },
                { label: 'Pass', value: formatCount(row.pass) },
                { label: 'Non pass', value: formatCount(row.nonPass) },
                { label: 'Views', value: formatCount(row.view) },
              ]}
            />
          </Link>
        )}
      />
    </div>
  );
}
