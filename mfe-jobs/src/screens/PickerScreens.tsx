/**
 * The list screens with a picks bar and a two-level modal (spec 'List screens', 'Modals'):
 * Jobs by region, specialization, welfare, preference and salary. Up to 5 picks; in the modal a
 * chosen child chosen again is removed, picks beyond the limit are ignored, 'Reset' clears,
 * 'Apply' commits, and closing discards unapplied picks (the applied ones come back).
 */
import { useState, type ReactNode } from 'react';
import { LIMITS } from '@phjobs/contracts/codes';
import { REGION_TREE } from '@phjobs/contracts/regions';
import { PREFERENCE_TREE, SPECIALIZATION_TREE, WELFARE_TREE } from '@phjobs/contracts/taxonomy';
import { TwoLevelPicker } from '@phjobs/ui/components/TwoLevelPicker';
import type { CodeItemLike } from '@phjobs/ui/picks';
import { readJson, writeJson } from '@phjobs/web-core/storage';
import type { ListEndpoint } from '../api/jobs';
import type { HiddenField } from '../components/DetailSearch';
import { PickBar } from '../components/PickBar';
import { normalizeFilter, type PickedItem } from '../domain/filter';
import { normalizeSalaryPicks, SALARY_TREE, salaryBarParts, salaryPickLabel, toSalaryRangeList, type SalaryPick } from '../domain/salary-picks';
import { JobListScreen } from './JobListScreen';

type PickerScreen<T extends CodeItemLike> = {
  screen: string;
  title: string;
  endpoint: ListEndpoint;
  barLabel: string;
  modalTitle: string;
  items: readonly T[];
  toBody: (picks: readonly T[]) => Record<string, unknown>;
  hide: HiddenField[];
  /** Device key when the choice is kept on the device (the region screen). */
  storageKey?: string;
  normalize: (stored: unknown) => T[];
  parentPlaceholder?: string;
  childPlaceholder?: string;
  searchable?: boolean;
  chipLabel?: (item: T) => string;
  /** Text instead of chips in the bar (salary: first choice plus '+N'). */
  barText?: (picks: readonly T[]) => ReactNode;
};

/** Stored code items back into picks, keeping only ids of the tree (at most 5). */
const pickedFrom = (key: 'region' | 'specialization' | 'welfarebenefits' | 'preference') => (stored: unknown): PickedItem[] =>
  normalizeFilter({ [key]: stored })[key];

const asItems = (codegroup: string, picks: readonly PickedItem[]) => picks.map((p) => ({ ...p, codegroup_id: p.codegroup_id || codegroup }));
const ids = (picks: readonly PickedItem[]) => picks.map((p) => p.id);

function PicksListScreen<T extends CodeItemLike>({ config }: { config: PickerScreen<T> }) {
  const [picks, setPicks] = useState<T[]>(() => (config.storageKey ? config.normalize(readJson<unknown>(config.storageKey, [])) : []));
  const [open, setOpen] = useState(false);

  const commit = (next: T[]) => {
    setPicks(next);
    if (config.storageKey) writeJson(config.storageKey, next);
  };

  return (
    <>
      <JobListScreen
        screen={config.screen}
        title={config.title}
        endpoint={config.endpoint}
        body={config.toBody(picks)}
        hide={config.hide}
        bar={
          <PickBar
            label={config.barLabel}
            picks={picks.map((p) => ({ ...p, name: config.chipLabel ? config.chipLabel(p) : p.name }))}
            onSetting={() => setOpen(true)}
            {...(config.barText ? { text: config.barText(picks) } : { onRemove: (item: { id: string }) => commit(picks.filter((p) => p.id !== item.id)) })}
          />
        }
      />
      <TwoLevelPicker
        open={open}
        title={config.modalTitle}
        items={config.items}
        value={picks}
        max={LIMITS.pickLimit}
        onClose={() => setOpen(false)}
        onApply={(next) => {
          commit(next);
          setOpen(false);
        }}
        {...(config.parentPlaceholder ? { parentPlaceholder: config.parentPlaceholder } : {})}
        {...(config.childPlaceholder ? { childPlaceholder: config.childPlaceholder } : {})}
        {...(config.searchable === false ? { searchable: false } : {})}
        {...(config.chipLabel ? { chipLabel: config.chipLabel } : {})}
      />
    </>
  );
}

/** Device key of the region choice of 'Jobs by region'. */
export const REGION_CHOICE_KEY = 'jobRegion';

const REGION: PickerScreen<PickedItem> = {
  screen: 'region',
  title: 'Jobs by region',
  endpoint: 'allJobs',
  barLabel: 'Region',
  modalTitle: 'Select region',
  items: REGION_TREE,
  toBody: (picks) => ({ region: picks.length ? asItems('region', picks) : null }),
  hide: ['region'],
  storageKey: REGION_CHOICE_KEY,
  normalize: pickedFrom('region'),
  // the spec's wording, as the spec gives it for the two levels
  parentPlaceholder: 'Only cities are searchable',
  childPlaceholder: 'Only provinces are searchable',
};

const SPECIALIZATION: PickerScreen<PickedItem> = {
  screen: 'specialization',
  title: 'Jobs by specialization',
  endpoint: 'allJobs',
  barLabel: 'Specialization',
  modalTitle: 'Select specialization',
  items: SPECIALIZATION_TREE,
  toBody: (picks) => ({ specialization: picks.length ? asItems('specialization', picks) : null }),
  hide: ['specialization'],
  normalize: pickedFrom('specialization'),
};

const WELFARE: PickerScreen<PickedItem> = {
  screen: 'welfare',
  title: 'Jobs by welfare',
  endpoint: 'welfare',
  barLabel: 'Welfare',
  modalTitle: 'Select welfare benefits',
  items: WELFARE_TREE,
  toBody: (picks) => ({ welfarebenefits: ids(picks) }),
  hide: ['welfarebenefits'],
  normalize: pickedFrom('welfarebenefits'),
};

const PREFERENCE: PickerScreen<PickedItem> = {
  screen: 'preference',
  title: 'Jobs by preference',
  endpoint: 'preference',
  barLabel: 'Preference',
  modalTitle: 'Select preference',
  items: PREFERENCE_TREE,
  toBody: (picks) => ({ preference: ids(picks) }),
  hide: ['preference'],
  normalize: pickedFrom('preference'),
};

/**
 * The salary bar: 'Monthly Wage 15,000-20,000 +4'. The range and its '+N' stay on one line (a
 * narrow bar puts the pay type above them rather than breaking the range at its hyphen).
 */
function SalaryBarText({ picks }: { picks: readonly SalaryPick[] }) {
  const parts = salaryBarParts(picks);
  if (!parts) return <>All</>;
  return (
    <>
      {parts.type ? <span className="jobs-salarybar__part">{parts.type}</span> : null}{' '}
      <span className="jobs-salarybar__part">
        {parts.range}
        {parts.more > 0 ? (
          <>
            {' '}
            <span className="jobs-salarybar__more">+{parts.more}</span>
          </>
        ) : null}
      </span>
    </>
  );
}

const SALARY: PickerScreen<SalaryPick> = {
  screen: 'salary',
  title: 'Jobs by salary',
  endpoint: 'salary',
  barLabel: 'Salary',
  modalTitle: 'Select salary',
  items: SALARY_TREE,
  toBody: (picks) => ({ salaryRanges: toSalaryRangeList(picks) }),
  hide: ['salary'],
  normalize: (stored) => normalizeSalaryPicks(stored),
  searchable: false,
  chipLabel: salaryPickLabel,
  barText: (picks) => <SalaryBarText picks={picks} />,
};

export const RegionJobs = () => <PicksListScreen config={REGION} />;
export const SpecializationJobs = () => <PicksListScreen config={SPECIALIZATION} />;
export const WelfareJobs = () => <PicksListScreen config={WELFARE} />;
export const PreferenceJobs = () => <PicksListScreen config={PREFERENCE} />;
export const SalaryJobs = () => <PicksListScreen config={SALARY} />;
