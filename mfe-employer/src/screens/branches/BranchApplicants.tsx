import { useCallback, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@phjobs/web-core/router';
import { Badge } from '@phjobs/ui/components/Chip';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { ListIcon } from '@phjobs/ui/components/Icons';
import { Modal } from '@phjobs/ui/components/Modal';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { formatCount, formatDate } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import type { ApplicantJobRow } from '../../api/applicants';
import { fetchBranchApplicantJobs, fetchBranchApplications, PAGE_UNIT, type BranchApplicationItem } from '../../api/branches';
import { ScreenHeader } from '../../components/ScreenHeader';
import { methodLabel, statusLabel, statusTone } from '../applicants/applicant-texts';
import { BranchSelector } from './BranchSelector';
import { BRANCH_APPLICANT_TABS, branchAdApplicantsLink, branchAdLink, branchAdsLink, branchApplicantTabOf, branchApplicationLink, branchDetailLink, employerIdOf, type BranchApplicantTab } from './branch-rules';
import './branches.css';
import { CountList } from '../../components/CountList';

/**
 * /myPage/branch/applicant?employerId=&tab=: the branch's 'Applicant management' (read-only): the
 * branch selector, tabs 'All applications' (default) and 'Applicants by Job ad', endless lists of
 * ten ending 'No more data.'.
 */
export function BranchApplicants() {
  const [params, setParams] = useSearchParams();
  const employerId = employerIdOf(params.get('employerId'));
  const tab = branchApplicantTabOf(params.get('tab'));
  const [menu, setMenu] = useState(false);
  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const chooseBranch = useCallback((id: number) => setParam('employerId', String(id)), [setParam]);

  return (
    <div className="ph-page ph-wide emp-applicants emp-branch-applicants">
      <ScreenHeader
        title="Applicant management"
        right={
          <button type="button" className="ph-icon-btn" aria-label="Menu" onClick={() => setMenu(true)}>
            <ListIcon />
          </button>
        }
      />
      <BranchSelector value={employerId} onChange={chooseBranch} />
      <Tabs<BranchApplicantTab> items={BRANCH_APPLICANT_TABS} value={tab} onChange={(v) => setParam('tab', v)} label="Applications">
        {employerId === null ? null : tab === 'byJob' ? <JobRows employerId={employerId} /> : <ApplicationRows employerId={employerId} />}
      </Tabs>
      <Modal open={menu} title="Menu" onClose={() => setMenu(false)}>
        <ul className="emp-menu">
          {[
            { to: '/myPage', label: 'My page' },
            { to: '/myPage/branch', label: 'Branch management' },
            ...(employerId === null
              ? []
              : [
                  { to: branchDetailLink(employerId), label: 'Branch detail' },
                  { to: branchAdsLink(employerId), label: 'Job ad management by branch' },
                ]),
          ].map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="emp-menu__item" onClick={() => setMenu(false)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}

/** One branch's endless list (its pages from the jobs service, PAGE_UNIT a page), by the query name it is cached under. */
function BranchRows<T>({
  employerId,
  query,
  fetchPage,
  keyOf,
  renderItem,
}: {
  employerId: number;
  query: string;
  fetchPage: (employerId: number, pageNo: number, signal: AbortSignal) => Promise<{ list: T[]; resultListCount: number }>;
  keyOf: (row: T) => string | number;
  renderItem: (row: T) => ReactNode;
}) {
  const list = useEndlessQuery<T>(
    ['employer', query, employerId],
    async (pageNo, signal) => {
      const answer = await fetchPage(employerId, pageNo, signal);
      return { items: answer.list, total: answer.resultListCount };
    },
    PAGE_UNIT,
  );
  return (
    <div className="emp-list">
      <EndlessList list={list} keyOf={keyOf} renderItem={renderItem} />
    </div>
  );
}

function ApplicationRows({ employerId }: { employerId: number }) {
  return (
    <BranchRows<BranchApplicationItem>
      employerId={employerId}
      query="masterApplications"
      fetchPage={fetchBranchApplications}
      keyOf={(row) => row.applicationId}
      renderItem={(row) => (
        <article className="emp-app" data-application-id={row.applicationId}>
          <div className="emp-app__badges">
            <Badge tone={statusTone(row.applicationStatusCode)}>{statusLabel(row.applicationStatusCode)}</Badge>
            <Badge tone={row.howToAppliyCode === '018B' ? 'warning' : 'muted'}>{methodLabel(row.howToAppliyCode)}</Badge>
            <span className="emp-app__date">{formatDate(row.createdAt)}</span>
          </div>
          <div className="emp-app__body">
            <div className="emp-app__text">
              <span className="emp-app__name">{row.fullName}</span>
              <span className="emp-app__job">{row.jobTitle}</span>
            </div>
            <Link className="ph-btn ph-btn--outline ph-btn--sm" to={branchApplicationLink(row.applicationId, row.howToAppliyCode)} aria-label={`Management: ${row.fullName}`}>
              Management
            </Link>
          </div>
        </article>
      )}
    />
  );
}

function JobRows({ employerId }: { employerId: number }) {
  return (
    <BranchRows<ApplicantJobRow>
      employerId={employerId}
      query="masterApplicantJobs"
      fetchPage={fetchBranchApplicantJobs}
      keyOf={(row) => row.jobId}
      renderItem={(row) => (
        <article className="emp-ad" data-job-id={row.jobId}>
          <p className="ph-muted emp-ad__dates">{formatDate(row.date)}</p>
          <Link to={branchAdLink(row.jobId)} className="emp-ad__title">
            {row.title}
          </Link>
          <CountList
            className="emp-bcounts"
            counts={[
              { label: 'Under review', value: formatCount(row.underReview) },
              { label: 'Pass', value: formatCount(row.pass) },
              { label: 'Non pass', value: formatCount(row.nonPass) },
              { label: 'View', value: formatCount(row.view) },
              {
                label: 'Applicant',
                value: (
                  <Link to={branchAdApplicantsLink(row.jobId)} className="emp-ad__applicants">
                    {formatCount(row.applicant)}
                    <span className="ph-visually-hidden"> applicants</span>
                  </Link>
                ),
              },
              { label: 'Unread', value: formatCount(row.unread) },
            ]}
          />
        </article>
      )}
    />
  );
}
