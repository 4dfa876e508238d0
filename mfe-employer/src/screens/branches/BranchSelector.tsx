import { useEffect } from 'react';
import { Select } from '@phjobs/ui/components/Select';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchBranches, SELECTOR_PAGE_UNIT } from '../../api/branches';

/**
 * The branch selector of the branch ad and applicant screens: every branch of the master
 * (GET /api/master/branches pageUnit=999 pageNo=1). Without a chosen branch the first one is taken.
 */
export function BranchSelector({ value, onChange }: { value: number | null; onChange: (employerId: number) => void }) {
  const branches = useApiQuery(['employer', 'branches', 'selector'], (signal) => fetchBranches(1, SELECTOR_PAGE_UNIT, signal));
  const list = branches.data?.list ?? [];
  const first = list[0];
  const firstId = first?.employerId ?? null;
  useEffect(() => {
    if (value === null && firstId !== null) onChange(firstId);
  }, [value, firstId, onChange]);
  return (
    <div className="emp-branch-select">
      <Select
        id="branch-select"
        label="Branch"
        value={value === null ? '' : String(value)}
        placeholder={branches.status === 'loading' ? 'Loading…' : list.length ? undefined : 'No branches yet'}
        options={list.map((b) => ({ value: String(b.employerId), label: b.companyName }))}
        onChange={(v) => onChange(Number(v))}
        disabled={list.length === 0}
      />
    </div>
  );
}
