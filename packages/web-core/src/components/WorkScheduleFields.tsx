/**
 * The working period, working day and working hour filters of the job and talent 'Detail search'
 * forms (jobs-seeker.md and employer.md list the same three for both): one set of fields, so the
 * two searches read and behave alike. Each takes its part of the form's draft and answers patches.
 */
import { LIMITS, WEEKDAY, WORKING_DAY, WORKING_HOUR, WORKING_PERIOD } from '@phjobs/contracts/codes';
import { Checkbox, ChipGroup, ChipRadio, Field, type Option } from '@phjobs/ui/components/Field';
import type { ReactNode } from 'react';

const options = (table: Readonly<Record<string, string>>): Option[] => Object.entries(table).map(([value, label]) => ({ value, label }));
const WORKING_PERIOD_OPTIONS = options(WORKING_PERIOD);
const WORKING_DAY_OPTIONS = options(WORKING_DAY);
const WEEKDAY_OPTIONS = options(WEEKDAY);
const WORKING_HOUR_OPTIONS = options(WORKING_HOUR);
const HOUR_MODES: Option[] = [
  { value: 'list', label: 'Select from list' },
  { value: 'range', label: 'Set the time' },
];
/** 'Selected days': the working day whose days are picked one by one. */
const SELECTED_DAYS = '007G';

export type WorkingPeriodDraft = { workingPeriod: string[]; workingPeriodNegotiable: boolean };
export type WorkingDayDraft = { workingDay: string; selectedDay: string[]; onlySelectedDay: boolean; workingDayNegotiable: boolean };
export type WorkingHourDraft = { isListSelect: boolean; workingHour: string[]; workingHourFrom: string; workingHourTo: string; isNegotiable: boolean };

/** The indented block under a choice that opens more choices. */
export function SubField({ children }: { children: ReactNode }) {
  return <div className="ph-subfield">{children}</div>;
}

export function WorkingPeriodField({ value, onChange }: { value: WorkingPeriodDraft; onChange: (patch: Partial<WorkingPeriodDraft>) => void }) {
  return (
    <Field label="Working period">
      <ChipGroup label="Working period" options={WORKING_PERIOD_OPTIONS} value={value.workingPeriod} onChange={(v) => onChange({ workingPeriod: v })} />
      <Checkbox checked={value.workingPeriodNegotiable} onChange={(v) => onChange({ workingPeriodNegotiable: v })}>
        Negotiable
      </Checkbox>
    </Field>
  );
}

export function WorkingDayField({ value, onChange }: { value: WorkingDayDraft; onChange: (patch: Partial<WorkingDayDraft>) => void }) {
  return (
    <Field label="Working day">
      <ChipRadio label="Working day" options={WORKING_DAY_OPTIONS} value={value.workingDay} onChange={(v) => onChange({ workingDay: v })} />
      {value.workingDay === SELECTED_DAYS ? (
        <SubField>
          <ChipGroup label="Selected days" options={WEEKDAY_OPTIONS} value={value.selectedDay} onChange={(v) => onChange({ selectedDay: v })} />
          <Checkbox checked={value.onlySelectedDay} onChange={(v) => onChange({ onlySelectedDay: v })}>
            Only the selected days
          </Checkbox>
        </SubField>
      ) : null}
      <Checkbox checked={value.workingDayNegotiable} onChange={(v) => onChange({ workingDayNegotiable: v })}>
        Negotiable
      </Checkbox>
    </Field>
  );
}

export function WorkingHourField({ value, onChange }: { value: WorkingHourDraft; onChange: (patch: Partial<WorkingHourDraft>) => void }) {
  return (
    <Field label="Working hour">
      <ChipRadio label="How to choose the working hour" options={HOUR_MODES} value={value.isListSelect ? 'list' : 'range'} onChange={(v) => onChange({ isListSelect: v === 'list' })} />
      {value.isListSelect ? (
        <SubField>
          <ChipGroup label="Working hour" options={WORKING_HOUR_OPTIONS} value={value.workingHour} max={LIMITS.workingHourListLimit} onChange={(v) => onChange({ workingHour: v })} />
          <p className="ph-field__hint">Up to {LIMITS.workingHourListLimit}</p>
        </SubField>
      ) : (
        <SubField>
          <div className="ph-inline-fields">
            <input className="ph-input" type="time" aria-label="Working hour from" value={value.workingHourFrom} onChange={(e) => onChange({ workingHourFrom: e.target.value })} />
            <span className="ph-tilde" aria-hidden="true">
              ~
            </span>
            <input className="ph-input" type="time" aria-label="Working hour to" value={value.workingHourTo} onChange={(e) => onChange({ workingHourTo: e.target.value })} />
          </div>
        </SubField>
      )}
      <Checkbox checked={value.isNegotiable} onChange={(v) => onChange({ isNegotiable: v })}>
        Negotiable
      </Checkbox>
    </Field>
  );
}
