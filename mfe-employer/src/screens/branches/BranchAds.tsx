import { useCallback, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import type { TableSpec } from '@phjobs/ui/components/DataTable';
import { ResponsiveItems } from '@phjobs/ui/components/DataTable';
import { Modal } from '@phjobs/ui/components/Modal';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { NO_DATA } from '@phjobs/ui/endless';
import { formatCount, formatDate } from '@phjobs/ui/format';
import { useApiQuery } from '@phjobs/web-core/query';
import type { AdStatus, AdSummary } from '../../api/ads';
import { fetchBranchJobs } from '../../api/branches';
import { ScreenHeader } from '../../components/ScreenHeader';
import { AD_TABS, tabOf } from '../ad-management/adLists';
import { BranchSelector } from './BranchSelector';
import { BRANCH_DESCRIPTION_TEXTS, branchAdColumns, branchAdLink, branchApplicantsLink, employerIdOf, type BranchAdColumn } from './branch-rules';
import '../ad-management/ad-management.css';
import './branches.css';
import { CountList } from '../../components/CountList';

/**
 * /myPage/branch/ad?employerId=&tab=: 'Job ad management by branch' (read-only). The help icon
 * opens the Description; the branch selector and the tab live in the query; a tab's list loads
 * the first time the tab is shown and stays mounted (hidden) after, so coming back does not load it again.
 */
export function BranchAds() {
  const [params, setParams] = useSearchParams();
  const employerId = employerIdOf(params.get('employerId'));
  const tab = tabOf(params.get('tab'));
  const [opened, setOpened] = useState<{ branch: number | null; tabs: ReadonlySet<AdStatus> }>(() => ({ branch: employerId, tabs: new Set([tab]) }));
  // another branch: its tabs load afresh
  if (opened.branch !== employerId) setOpened({ branch: employerId, tabs: new Set([tab]) });
  else if (!opened.tabs.has(tab)) setOpened({ branch: employerId, tabs: new Set(opened.tabs).add(tab) });
  const [help, setHelp] = useState(false);

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true });
  };
  const chooseBranch = useCallback(
    (id: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('employerId', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className="ph-page ph-wide emp-ads emp-branch-ads">
      <ScreenHeader
        title="Job ad management by branch"
        right={
          <button type="button" className="ph-icon-btn emp-help" aria-label="Description" onClick={() => setHelp(true)}>
            ?
          </button>
        }
      />
      <BranchSelector value={employerId} onChange={chooseBranch} />
      {/* a tab once opened keeps its list while another is shown (per branch) */}
      <Tabs label="Job ad status" items={AD_TABS} value={tab} onChange={(v) => setParam('tab', v)} keepMounted={opened.tabs}>
        {(status) => (employerId === null ? null : <BranchAdList key={`${employerId}-${status}`} employerId={employerId} status={status} />)}
      </Tabs>
      <Modal open={help} title="Description" onClose={() => setHelp(false)}>
        <ul className="emp-description">
          {BRANCH_DESCRIPTION_TEXTS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}

const COLUMN_LABELS: Record<BranchAdColumn, string> = { underReview: 'Under review', pass: 'Pass', nonPass: 'Non pass', view: 'View', applicant: 'Applicant', unread: 'Unread' };

function BranchAdList({ employerId, status }: { employerId: number; status: AdStatus }) {
  const jobs = useApiQuery(['employer', 'masterJobs', employerId, status], (signal) => fetchBranchJobs(employerId, status, signal));
  const columns = branchAdColumns(status);
  const value = (ad: AdSummary, column: BranchAdColumn): ReactNode =>
    column === 'applicant' ? (
      <Link to={branchApplicantsLink(employerId)} className="emp-ad__applicants">
        {formatCount(ad.applicant)}
        <span className="ph-visually-hidden"> applicants</span>
      </Link>
    ) : (
      formatCount(ad[column])
    );
  const title = (ad: AdSummary) => (
    <Link to={branchAdLink(ad.jobId)} className="emp-ad__title">
      {ad.title}
    </Link>
  );
  const card = (ad: AdSummary) => (
    <article className="emp-ad" data-job-id={ad.jobId}>
      <p className="ph-muted emp-ad__dates">Updated {formatDate(ad.updatedAt)}</p>
      {title(ad)}
      <CountList
        className="emp-bcounts"
        style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
        counts={columns.map((c) => ({ label: COLUMN_LABELS[c], value: value(ad, c) }))}
      />
    </article>
  );
  const table: TableSpec<AdSummary> = {
    caption: `Branch job ads: ${AD_TABS.find((t) => t.value === status)?.label ?? status}`,
    layout: 'fixed',
    columns: [
      { key: 'updatedAt', header: 'Updated', width: '7.5rem', nowrap: true, cell: (ad) => formatDate(ad.updatedAt) },
      { key: 'title', header: 'Job ad', cell: (ad) => <span data-job-id={ad.jobId}>{title(ad)}</span> },
      ...columns.map((c) => ({ key: c, header: COLUMN_LABELS[c], width: c === 'underReview' ? '7rem' : '5.5rem', align: 'center' as const, cell: (ad: AdSummary) => value(ad, c) })),
    ],
  };
  return (
    <Async state={jobs}>
      {(answer) =>
        answer.list.length === 0 ? (
          <p className="ph-endless__end ph-endless__end--empty">{NO_DATA}</p>
        ) : (
          <div className="emp-branch-ad-list">
            <ResponsiveItems items={answer.list} keyOf={(ad) => ad.jobId} renderItem={card} table={table} />
          </div>
        )
      }
    </Async>
  );
}
