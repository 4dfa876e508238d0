/**
 * The 'Detail search' form of the job lists, with every field of the spec's 'Search filter
 * fields'. It edits a draft: closing discards it, 'Search' commits it, 'Reset' clears everything.
 * Loaded lazily (its code tables and region tree are not needed until the form opens; on desktop,
 * where it is the list's sidebar, right after the list).
 */
import { useState } from 'react';
import { EDUCATION, EMPLOYEE_TYPE, LANGUAGE, LIMITS, SALARY_UNIT, WORK_TYPE } from '@phjobs/contracts/codes';
import { REGION_TREE } from '@phjobs/contracts/regions';
import { PREFERENCE_TREE, SPECIALIZATION_TREE, WELFARE_TREE } from '@phjobs/contracts/taxonomy';
import { Chip } from '@phjobs/ui/components/Chip';
import { Field, type Option } from '@phjobs/ui/components/Field';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { DetailSearchForm } from '@phjobs/ui/components/ListScaffold';
import { TwoLevelPicker } from '@phjobs/ui/components/TwoLevelPicker';
import { WorkingDayField, WorkingHourField, WorkingPeriodField } from '@phjobs/web-core/components/WorkScheduleFields';
import type { CodeItemLike } from '@phjobs/ui/picks';
import { ALL, NEGOTIABLE_SALARY, sanitizeAmount, toggleEmployeeType, toggleWithAll, type JobFilter, type PickedItem } from '../domain/filter';

const options = (table: Readonly<Record<string, string>>, skip: readonly string[] = []): Option[] =>
  Object.entries(table)
    .filter(([value]) => !skip.includes(value))
    .map(([value, label]) => ({ value, label }));

const EMPLOYEE_TYPE_OPTIONS: Option[] = [{ value: ALL, label: 'All' }, ...options(EMPLOYEE_TYPE)];
const LANGUAGE_OPTIONS: Option[] = [{ value: ALL, label: 'All' }, ...options(LANGUAGE)];
const WORK_TYPE_OPTIONS: Option[] = [{ value: ALL, label: 'All' }, ...options(WORK_TYPE)];

/**
 * Fields a screen sets itself (its bar or its own modal), left out of its Detail search form.
 * 'keyword': the search results' keyword box is on screen beside the desktop sidebar.
 */
export type HiddenField = 'keyword' | 'specialization' | 'region' | 'welfarebenefits' | 'preference' | 'salary' | 'workingPeriod';

function AllChips({ label, options: opts, value, onChange }: { label: string; options: Option[]; value: string[]; onChange: (next: string[]) => void }) {
  return (
    <div className="ph-chip-group" role="group" aria-label={label}>
      {opts.map((o) => (
        <Chip key={o.value} selected={value.includes(o.value)} onClick={() => onChange(toggleWithAll(value, o.value))}>
          {o.label}
        </Chip>
      ))}
    </div>
  );
}

type PickerName = 'specialization' | 'region' | 'welfarebenefits' | 'preference';

const PICKERS: Record<PickerName, { title: string; label: string; items: readonly CodeItemLike[]; parent?: string; child?: string }> = {
  specialization: { title: 'Select specialization', label: 'Specialization', items: SPECIALIZATION_TREE },
  region: { title: 'Select region', label: 'Region', items: REGION_TREE, parent: 'Only provinces are searchable', child: 'Only cities are searchable' },
  welfarebenefits: { title: 'Select welfare benefits', label: 'Welfare benefits', items: WELFARE_TREE },
  preference: { title: 'Select preference', label: 'Preference', items: PREFERENCE_TREE },
};

function PickerField({ name, value, onOpen, onChange }: { name: PickerName; value: PickedItem[]; onOpen: () => void; onChange: (next: PickedItem[]) => void }) {
  const meta = PICKERS[name];
  return (
    <Field label={meta.label} hint={`Up to ${LIMITS.pickLimit}`}>
      <button type="button" className="jobs-picker-button" onClick={onOpen} aria-haspopup="dialog">
        <span>{value.length ? `${value.length} selected` : 'All'}</span>
        <ChevronRightIcon width={18} height={18} />
      </button>
      {value.length ? (
        <div className="ph-picked-summary">
          {value.map((item) => (
            <Chip key={item.id} tone="accent" onRemove={() => onChange(value.filter((v) => v.id !== item.id))}>
              {item.name}
            </Chip>
          ))}
        </div>
      ) : null}
    </Field>
  );
}

export default function DetailSearch({
  open,
  initial,
  onClose,
  onReset,
  onSubmit,
  hide = [],
  variant = 'modal',
}: {
  open: boolean;
  initial: JobFilter;
  onClose: () => void;
  onReset: () => JobFilter;
  onSubmit: (filter: JobFilter) => void;
  hide?: readonly HiddenField[];
  /** A full-screen sheet (phones) or the desktop list's sidebar. */
  variant?: 'modal' | 'sidebar';
}) {
  const [draft, setDraft] = useState<JobFilter>(initial);
  const [picker, setPicker] = useState<PickerName | null>(null);
  const set = <K extends keyof JobFilter>(key: K, value: JobFilter[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setHour = (patch: Partial<JobFilter['workingHour']>) => setDraft((d) => ({ ...d, workingHour: { ...d.workingHour, ...patch } }));
  const setSalary = (patch: Partial<JobFilter['salary']>) => setDraft((d) => ({ ...d, salary: { ...d.salary, ...patch } }));
  const negotiableSalary = draft.salary.salaryType === NEGOTIABLE_SALARY;
  const active = picker ? PICKERS[picker] : null;
  const shown = (field: HiddenField) => !hide.includes(field);

  return (
    <>
      <DetailSearchForm open={open} variant={variant} onClose={onClose} onReset={() => setDraft(onReset())} onSubmit={() => onSubmit(draft)}>
        {shown('keyword') ? (
          <Field label="Keyword" htmlFor="jobs-keyword">
            <input id="jobs-keyword" className="ph-input" type="search" placeholder="Job title, company, ..." value={draft.keyword} maxLength={100} onChange={(e) => set('keyword', e.target.value)} />
          </Field>
        ) : null}

        {draft.language ? (
          <Field label="Language">
            <AllChips label="Language" options={LANGUAGE_OPTIONS} value={draft.language} onChange={(v) => set('language', v)} />
          </Field>
        ) : null}
        {draft.workType ? (
          <Field label="Work Type">
            <AllChips label="Work Type" options={WORK_TYPE_OPTIONS} value={draft.workType} onChange={(v) => set('workType', v)} />
          </Field>
        ) : null}

        {shown('specialization') ? <PickerField name="specialization" value={draft.specialization} onOpen={() => setPicker('specialization')} onChange={(v) => set('specialization', v)} /> : null}
        {shown('region') ? <PickerField name="region" value={draft.region} onOpen={() => setPicker('region')} onChange={(v) => set('region', v)} /> : null}

        <Field label="Education" htmlFor="jobs-education">
          <select id="jobs-education" className="ph-select" value={draft.education} onChange={(e) => set('education', e.target.value)}>
            <option value="">All</option>
            {options(EDUCATION).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>

        <Field label="Employment type">
          <div className="ph-chip-group" role="group" aria-label="Employment type">
            {EMPLOYEE_TYPE_OPTIONS.map((o) => (
              <Chip key={o.value} selected={draft.employeeType.includes(o.value)} onClick={() => set('employeeType', toggleEmployeeType(draft.employeeType, o.value))}>
                {o.label}
              </Chip>
            ))}
          </div>
        </Field>

        {shown('workingPeriod') ? (
          <WorkingPeriodField value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
        ) : null}

        <WorkingDayField value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />

        <WorkingHourField value={draft.workingHour} onChange={setHour} />

        {shown('salary') ? (
        <Field label="Salary">
          <div className="ph-inline-fields">
            <select className="ph-select" aria-label="Salary type" value={draft.salary.salaryType} onChange={(e) => setSalary({ salaryType: e.target.value })}>
              <option value="">All</option>
              {options(SALARY_UNIT).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <input
              className="ph-input"
              inputMode="decimal"
              aria-label="Salary more than (PHP)"
              placeholder={negotiableSalary ? 'Not applicable' : '₱ more than'}
              disabled={negotiableSalary}
              value={negotiableSalary ? '' : draft.salary.salaryMoreThan}
              onChange={(e) => setSalary({ salaryMoreThan: sanitizeAmount(e.target.value) })}
            />
          </div>
        </Field>
        ) : null}

        {shown('welfarebenefits') ? <PickerField name="welfarebenefits" value={draft.welfarebenefits} onOpen={() => setPicker('welfarebenefits')} onChange={(v) => set('welfarebenefits', v)} /> : null}
        {shown('preference') ? <PickerField name="preference" value={draft.preference} onOpen={() => setPicker('preference')} onChange={(v) => set('preference', v)} /> : null}
      </DetailSearchForm>

      {picker && active ? (
        <TwoLevelPicker
          open
          title={active.title}
          items={active.items}
          value={draft[picker]}
          max={LIMITS.pickLimit}
          onClose={() => setPicker(null)}
          onApply={(picked) => {
            set(picker, picked.map(({ codegroup_id, id, name, depth, parent_id }) => ({ codegroup_id: codegroup_id ?? '', id, name, depth: depth === 1 ? 1 : 2, parent_id: parent_id ?? null })));
            setPicker(null);
          }}
          {...(active.parent ? { parentPlaceholder: active.parent } : {})}
          {...(active.child ? { childPlaceholder: active.child } : {})}
        />
      ) : null}
    </>
  );
}
