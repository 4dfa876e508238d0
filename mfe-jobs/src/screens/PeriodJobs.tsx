import { useState } from 'react';
import { WORKING_PERIOD } from '@phjobs/contracts/codes';
import { Checkbox, ChipGroup, Field } from '@phjobs/ui/components/Field';
import { DetailSearchForm } from '@phjobs/ui/components/ListScaffold';
import { summarizePicks } from '@phjobs/ui/picks';
import { PickBar } from '../components/PickBar';
import { JobListScreen } from './JobListScreen';

const PERIOD_OPTIONS = Object.entries(WORKING_PERIOD).map(([value, label]) => ({ value, label }));

type Period = { workingPeriod: string[]; workingPeriodNegotiable: boolean };
const NO_PERIOD: Period = { workingPeriod: [], workingPeriodNegotiable: false };

/** The bar text: the first period and '+N', 'Negotiable' added; 'All' when nothing is set. */
export function periodText(period: Period): string {
  const names = period.workingPeriod.map((id) => ({ name: WORKING_PERIOD[id as keyof typeof WORKING_PERIOD] ?? id }));
  const base = names.length ? summarizePicks(names) : '';
  if (period.workingPeriodNegotiable) return base ? `${base}, Negotiable` : 'Negotiable';
  return base || 'All';
}

/**
 * /ad/period 'Jobs by period': list mode, Detail search mode (the shared form, without the period
 * fields) and a period-setting mode (a full-screen form: close, 'Reset', 'Apply').
 */
export function PeriodJobs() {
  const [period, setPeriod] = useState<Period>(NO_PERIOD);
  const [mode, setMode] = useState<'list' | 'period'>('list');
  const [draft, setDraft] = useState<Period>(NO_PERIOD);

  return (
    <>
      <JobListScreen
        screen="period"
        title="Jobs by period"
        body={{ workingPeriod: period.workingPeriod, workingPeriodNegotiable: period.workingPeriodNegotiable }}
        hide={['workingPeriod']}
        bar={
          <PickBar
            label="Period"
            picks={[]}
            text={periodText(period)}
            onSetting={() => {
              setDraft(period);
              setMode('period');
            }}
          />
        }
      />
      <DetailSearchForm
        open={mode === 'period'}
        title="Period setting"
        submitLabel="Apply"
        onClose={() => setMode('list')}
        onReset={() => setDraft(NO_PERIOD)}
        onSubmit={() => {
          setPeriod(draft);
          setMode('list');
        }}
      >
        <Field label="Working period">
          <ChipGroup label="Working period" options={PERIOD_OPTIONS} value={draft.workingPeriod} onChange={(v) => setDraft((d) => ({ ...d, workingPeriod: v }))} />
          <Checkbox checked={draft.workingPeriodNegotiable} onChange={(v) => setDraft((d) => ({ ...d, workingPeriodNegotiable: v }))}>
            Negotiable
          </Checkbox>
        </Field>
      </DetailSearchForm>
    </>
  );
}
