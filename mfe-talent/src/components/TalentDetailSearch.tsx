/**
 * The 'Talent detail search' form (employer.md 'Talent browsing'; fields: contracts talent.ts
 * 'Talent search filter'). It edits a draft: closing discards it, 'Search' commits it, 'Reset'
 * (in the header) clears every filter and the ability list.
 */
import { useState } from 'react';
import { EDUCATION, EMPLOYEE_TYPE, LIMITS, SALARY_UNIT } from '@phjobs/contracts/codes';
import { REGION_TREE } from '@phjobs/contracts/regions';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { TALENT_CAREER } from '@phjobs/contracts/talent';
import { Chip } from '@phjobs/ui/components/Chip';
import { ChipRadio, Field, FieldError, type Option } from '@phjobs/ui/components/Field';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';
import { DetailSearchForm } from '@phjobs/ui/components/ListScaffold';
import { TwoLevelPicker } from '@phjobs/ui/components/TwoLevelPicker';
import { WorkingDayField, WorkingHourField, WorkingPeriodField } from '@phjobs/web-core/components/WorkScheduleFields';
import type { CodeItemLike } from '@phjobs/ui/picks';
import { ageError, countedAbilities, digitsOnly, emptyTalentFilter, NEGOTIABLE_SALARY, type AbilityDraft, type PickedItem, type TalentFilter } from '../domain/talent-filter';

const options = (table: Readonly<Record<string, string>>): Option[] => Object.entries(table).map(([value, label]) => ({ value, label }));
const ALL = 'all';
const EMPLOYEE_TYPE_OPTIONS: Option[] = [{ value: ALL, label: 'All' }, ...options(EMPLOYEE_TYPE)];
const SKILL_OPTIONS: Option[] = [
  { value: '005A', label: 'Language' },
  { value: '005B', label: 'Computer / other' },
];
const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Fluent', 'Native'];

type PickerName = 'specialization' | 'region';
const PICKERS: Record<PickerName, { title: string; label: string; items: readonly CodeItemLike[] }> = {
  specialization: { title: 'Select specialization', label: 'Specialization', items: SPECIALIZATION_TREE },
  region: { title: 'Select region', label: 'Region', items: REGION_TREE },
};

/** 'All' alone, or the picked types without 'All'. */
function toggleEmployeeType(list: string[], value: string): string[] {
  if (value === ALL) return list.includes(ALL) ? [] : [ALL];
  const rest = list.filter((v) => v !== ALL);
  return rest.includes(value) ? rest.filter((v) => v !== value) : [...rest, value];
}

function AbilityRow({ entry, onChange, onRemove }: { entry: AbilityDraft; onChange: (next: AbilityDraft) => void; onRemove: () => void }) {
  if (!entry.editing) {
    return (
      <div className="talent-ability talent-ability--done">
        <span>
          {entry.skill === '005A' ? 'Language' : 'Computer'}: {entry.field} ({entry.level})
        </span>
        <button type="button" className="ph-text-btn" onClick={() => onChange({ ...entry, editing: true })}>
          Edit
        </button>
        <button type="button" className="ph-text-btn" onClick={onRemove}>
          Remove
        </button>
      </div>
    );
  }
  const complete = entry.skill !== '' && entry.field.trim() !== '' && entry.level !== '';
  return (
    <div className="talent-ability">
      <select className="ph-select" aria-label="Ability skill" value={entry.skill} onChange={(e) => onChange({ ...entry, skill: e.target.value as AbilityDraft['skill'] })}>
        <option value="">Skill</option>
        {SKILL_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <input className="ph-input" aria-label="Ability field" placeholder="Field (e.g. English)" maxLength={50} value={entry.field} onChange={(e) => onChange({ ...entry, field: e.target.value })} />
      <select className="ph-select" aria-label="Ability level" value={entry.level} onChange={(e) => onChange({ ...entry, level: e.target.value })}>
        <option value="">Level</option>
        {LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </select>
      <button type="button" className="ph-btn ph-btn--sm" disabled={!complete} onClick={() => onChange({ ...entry, editing: false })}>
        Done
      </button>
      <button type="button" className="ph-text-btn" onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}

export default function TalentDetailSearch({
  initial,
  onClose,
  onSubmit,
  onReset,
  variant = 'modal',
}: {
  initial: TalentFilter;
  onClose: () => void;
  onSubmit: (filter: TalentFilter) => void;
  /** Reset: the list drops its filter at once (the form stays open, empty). */
  onReset: () => void;
  variant?: 'modal' | 'sidebar';
}) {
  const [draft, setDraft] = useState<TalentFilter>(initial);
  const [picker, setPicker] = useState<PickerName | null>(null);
  const set = <K extends keyof TalentFilter>(key: K, value: TalentFilter[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setHour = (patch: Partial<TalentFilter['workingHour']>) => setDraft((d) => ({ ...d, workingHour: { ...d.workingHour, ...patch } }));
  const setSalary = (patch: Partial<TalentFilter['salary']>) => setDraft((d) => ({ ...d, salary: { ...d.salary, ...patch } }));
  const negotiable = draft.salary.salaryType === NEGOTIABLE_SALARY;
  const ageProblem = ageError(draft);
  const counted = countedAbilities(draft.ability).length;
  const active = picker ? PICKERS[picker] : null;

  return (
    <>
      <DetailSearchForm
        open
        title="Talent detail search"
        variant={variant}
        onClose={onClose}
        onReset={() => {
          setDraft(emptyTalentFilter());
          onReset();
        }}
        onSubmit={() => {
          if (!ageProblem) onSubmit(draft);
        }}
      >
        <Field label="Keyword" htmlFor="talent-keyword">
          <input id="talent-keyword" className="ph-input" type="search" placeholder="Title, position, ..." value={draft.keyword} maxLength={100} onChange={(e) => set('keyword', e.target.value)} />
        </Field>

        {(['specialization', 'region'] as const).map((name) => (
          <Field key={name} label={PICKERS[name].label} hint={`Up to ${LIMITS.pickLimit}`}>
            <button type="button" className="talent-picker-button" onClick={() => setPicker(name)} aria-haspopup="dialog">
              <span>{draft[name].length ? `${draft[name].length} selected` : 'All'}</span>
              <ChevronRightIcon width={18} height={18} />
            </button>
            {draft[name].length ? (
              <div className="ph-picked-summary">
                {draft[name].map((item) => (
                  <Chip key={item.id} tone="accent" onRemove={() => set(name, draft[name].filter((v) => v.id !== item.id))}>
                    {item.name}
                  </Chip>
                ))}
              </div>
            ) : null}
          </Field>
        ))}

        <Field label="Age">
          <div className="ph-inline-fields talent-age">
            <input className="ph-input" inputMode="numeric" aria-label="Age from" placeholder="From" value={draft.ageFrom} onChange={(e) => set('ageFrom', digitsOnly(e.target.value).slice(0, 3))} />
            <span className="talent-tilde" aria-hidden="true">
              ~
            </span>
            <input className="ph-input" inputMode="numeric" aria-label="Age to" placeholder="To" value={draft.ageTo} onChange={(e) => set('ageTo', digitsOnly(e.target.value).slice(0, 3))} />
          </div>
          <FieldError>{ageProblem}</FieldError>
        </Field>

        <Field label="Education" htmlFor="talent-education">
          <select id="talent-education" className="ph-select" value={draft.education} onChange={(e) => set('education', e.target.value)}>
            <option value="">All</option>
            {options(EDUCATION).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>

        <Field label="Career">
          <ChipRadio label="Career" options={[{ value: '', label: 'All' }, ...options(TALENT_CAREER)]} value={draft.career} onChange={(v) => set('career', v)} />
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

        <WorkingPeriodField value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />

        <WorkingDayField value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />

        <WorkingHourField value={draft.workingHour} onChange={setHour} />

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
              inputMode="numeric"
              aria-label="Salary more than (PHP)"
              placeholder={negotiable ? 'Not applicable' : '₱ up to'}
              disabled={negotiable}
              value={negotiable ? '' : draft.salary.salaryMoreThan}
              onChange={(e) => setSalary({ salaryMoreThan: digitsOnly(e.target.value) })}
            />
          </div>
        </Field>

        <Field label="Ability" hint={counted ? `${counted} counted` : 'An entry counts once skill, field and level are chosen and it is done'}>
          {draft.ability.map((entry, i) => (
            <AbilityRow
              key={i}
              entry={entry}
              onChange={(next) => set('ability', draft.ability.map((a, j) => (j === i ? next : a)))}
              onRemove={() => set('ability', draft.ability.filter((_, j) => j !== i))}
            />
          ))}
          {draft.ability.length < 10 ? (
            <button type="button" className="ph-btn ph-btn--sm" onClick={() => set('ability', [...draft.ability, { skill: '', field: '', level: '', editing: true }])}>
              Add ability
            </button>
          ) : null}
        </Field>
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
            set(picker, picked.map(({ codegroup_id, id, name, depth, parent_id }): PickedItem => ({ codegroup_id: codegroup_id ?? '', id, name, depth: depth === 1 ? 1 : 2, parent_id: parent_id ?? null })));
            setPicker(null);
          }}
        />
      ) : null}
    </>
  );
}
