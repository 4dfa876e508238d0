import { useParams, useSearchParams } from '@phjobs/web-core/router';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { formatCount } from '@phjobs/ui/format';
import { useApiQuery, useEndlessQuery } from '@phjobs/web-core/query';
import { fetchJobApplicantCounts, fetchJobApplicants, PAGE_UNIT, type ApplicantRow } from '../../api/applicants';
import { branchApplicationLink } from '../branches/branch-rules';
import { ApplicantRowCard } from './ApplicantRowCard';
import { JOB_TABS, jobTabOf, type JobTab } from './applicant-texts';
import { CountList } from '../../components/CountList';

/**
 * /myPage/applicant/{jobId}: the ad's title and counts (Under review, Pass, Non pass), tabs All /
 * Unread applications. `branch`: the master's read-only view of a branch's ad
 * (/myPage/branch/ad/{jobId}/applicants), its rows leading to /myPage/branch/applicant/{id}.
 */
export function JobApplicants({ branch = false }: { branch?: boolean }) {
  const { jobId: raw } = useParams();
  const jobId = Number(raw);
  if (!Number.isSafeInteger(jobId) || jobId < 1) return <NotFound />;
  return <JobApplicantsOf jobId={jobId} branch={branch} />;
}

function JobApplicantsOf({ jobId, branch }: { jobId: number; branch: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab = jobTabOf(params.get('tab'));
  const counts = useApiQuery(['employer', 'jobApplicantCounts', jobId], (signal) => fetchJobApplicantCounts(jobId, signal));
  const list = useEndlessQuery<ApplicantRow>(
    ['employer', 'jobApplicants', jobId, tab],
    async (pageNo, signal) => {
      const answer = await fetchJobApplicants(jobId, tab, pageNo, signal);
      return { items: answer.list, total: answer.resultListCount };
    },
    PAGE_UNIT,
    { restore: false },
  );
  const c = counts.data;
  return (
    <div className="emp-applicants">
      <header className="emp-job-head">
        <h1 className="emp-page-title">{c ? c.title : ' '}</h1>
        <CountList
          className="emp-job-head__counts"
          label="Applications by status"
          counts={[
            { label: 'Under review', value: c ? formatCount(c.underReview) : '-' },
            { label: 'Pass', value: c ? formatCount(c.pass) : '-' },
            { label: 'Non pass', value: c ? formatCount(c.nonPass) : '-' },
          ]}
        />
      </header>
      <Tabs<JobTab>
        items={JOB_TABS.map((t) => (t.value === 'unread' && c ? { ...t, label: `${t.label} (${formatCount(c.unread)})` } : t))}
        value={tab}
        onChange={(v) => {
          const next = new URLSearchParams(params);
          if (v === 'all') next.delete('tab');
          else next.set('tab', v);
          setParams(next, { replace: true });
        }}
        label="Applications"
      >
        <div className="emp-list">
          <EndlessList list={list} keyOf={(row) => row.applicationId} renderItem={(row) => <ApplicantRowCard row={row} showJob={false} {...(branch ? { linkOf: branchApplicationLink } : {})} />} />
        </div>
      </Tabs>
    </div>
  );
}
