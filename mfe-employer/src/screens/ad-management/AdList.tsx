import type { ReactNode } from 'react';
import { Link } from '@phjobs/web-core/router';
import { AD_STATUS } from '@phjobs/contracts/codes';
import { Button, buttonClass } from '@phjobs/ui/components/Button';
import { Badge } from '@phjobs/ui/components/Chip';
import type { TableSpec } from '@phjobs/ui/components/DataTable';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { dDayBadge } from '@phjobs/ui/dday';
import { formatCount, formatDate } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { fetchMyJobs, PAGE_UNIT, type AdStatus, type AdSummary } from '../../api/ads';
import { isRefused, myJobsKey } from './adLists';
import { CountList } from '../../components/CountList';

export type AdActions = {
  busyId: number | null;
  suspend: (ad: AdSummary, status: AdStatus) => void;
  reRegister: (ad: AdSummary, status: AdStatus) => void;
  remove: (ad: AdSummary, status: AdStatus) => void;
};

const statusTone = (code: string) => (code === '012C' ? 'success' : code === '012A' ? 'warning' : 'muted');
const statusLabel = (code: string) => AD_STATUS[code as keyof typeof AD_STATUS] ?? code;

/** One status list of /myPage/ad: an endless list, cards on a phone and a table on desktop. */
export function AdList({ status, actions }: { status: AdStatus; actions: AdActions }) {
  const list = useEndlessQuery<AdSummary>(myJobsKey(status), async (pageNo, signal) => {
      const answer = await fetchMyJobs(status, pageNo, signal);
      return { items: answer.list, total: answer.resultListCount };
    }, PAGE_UNIT);
  // a row moved here locally may come again with a later page: show it once
  const seen = new Set<number>();
  const shown = { ...list, items: list.items.filter((ad) => !seen.has(ad.jobId) && seen.add(ad.jobId)) };
  const now = new Date();

  const title = (ad: AdSummary) => (
    <Link to={`/myPage/ad/${ad.jobId}`} className="emp-ad__title">
      {ad.title}
    </Link>
  );
  const badges = (ad: AdSummary) => {
    const dday = dDayBadge(ad.statusCode, ad.deadlineDate, now);
    return (
      <>
        <Badge tone={statusTone(ad.statusCode)}>{statusLabel(ad.statusCode)}</Badge>
        {dday ? <Badge tone="danger">{dday}</Badge> : null}
      </>
    );
  };
  const applicants = (ad: AdSummary) => (
    <Link to={`/myPage/applicant/${ad.jobId}`} className="emp-ad__applicants">
      <span>
        {formatCount(ad.applicant)}
        <span className="ph-visually-hidden"> applicants</span>
      </span>
      {ad.unread > 0 ? <span className="emp-ad__unread"> {formatCount(ad.unread)} unread</span> : null}
    </Link>
  );
  const reasons = (ad: AdSummary) =>
    isRefused(ad) ? (
      <div className="emp-ad__reasons" role="note">
        <strong>Not approved. Edit the ad and save it to have it reviewed again:</strong>
        <ul>
          {ad.reviewReasons.map((r) => (
            <li key={`${r.field}-${r.code}`}>{r.message}</li>
          ))}
        </ul>
      </div>
    ) : null;
  const buttons = (ad: AdSummary) => {
    const busy = actions.busyId === ad.jobId;
    return (
      <div className="emp-ad__actions">
        {status === '012C' ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => actions.suspend(ad, status)}>
            Suspend
          </Button>
        ) : null}
        {status === '012D' ? (
          <Button variant="secondary" size="sm" loading={busy} onClick={() => actions.reRegister(ad, status)}>
            Re-registration
          </Button>
        ) : null}
        <Link to={`/myPage/ad/${ad.jobId}/edit`} className={buttonClass('outline', 'sm')}>
          Edit
        </Link>
        <Button variant="ghost" size="sm" className="emp-ad__delete" disabled={busy} onClick={() => actions.remove(ad, status)}>
          Delete
        </Button>
      </div>
    );
  };
  const counts: { label: string; value: (ad: AdSummary) => ReactNode }[] = [
    { label: 'View', value: (ad) => formatCount(ad.view) },
    { label: 'Applicants', value: applicants },
    { label: 'Under review', value: (ad) => formatCount(ad.underReview) },
    { label: 'Pass', value: (ad) => formatCount(ad.pass) },
    { label: 'Non pass', value: (ad) => formatCount(ad.nonPass) },
  ];

  const card = (ad: AdSummary) => (
    <article className="emp-ad">
      <div className="emp-ad__meta">
        {badges(ad)}
        <span className="ph-muted emp-ad__no">No. {ad.jobId}</span>
      </div>
      {title(ad)}
      <p className="ph-muted emp-ad__dates">
        Registered {formatDate(ad.createdAt)} · Updated {formatDate(ad.updatedAt)}
      </p>
      {reasons(ad)}
      <CountList className="emp-ad__counts" counts={counts.map((c) => ({ label: c.label, value: c.value(ad) }))} />
      {buttons(ad)}
    </article>
  );

  const table: TableSpec<AdSummary> = {
    caption: `Job ads: ${statusLabel(status)}`,
    layout: 'fixed',
    columns: [
      { key: 'jobId', header: 'No.', width: '4.5rem', nowrap: true, cell: (ad) => ad.jobId },
      {
        key: 'title',
        header: 'Job ad',
        cell: (ad) => (
          <div className="emp-ad__cell">
            <span className="emp-ad__meta">{badges(ad)}</span>
            {title(ad)}
            {reasons(ad)}
          </div>
        ),
      },
      {
        key: 'dates',
        header: 'Registered / Updated',
        width: '10.5rem',
        cell: (ad) => (
          <span className="emp-ad__date-cell">
            {formatDate(ad.createdAt)}
            <span className="ph-muted">{formatDate(ad.updatedAt)}</span>
          </span>
        ),
      },
      ...counts.map((c) => ({ key: c.label, header: c.label, width: c.label === 'Applicants' ? '6.5rem' : c.label === 'Under review' ? '7rem' : '4.5rem', align: 'center' as const, cell: c.value })),
      { key: 'actions', header: 'Actions', headerHidden: true, width: status === '012D' ? '17.5rem' : '15rem', align: 'end', cell: buttons },
    ],
  };

  return <EndlessList list={shown} keyOf={(ad) => ad.jobId} renderItem={card} table={table} />;
}
