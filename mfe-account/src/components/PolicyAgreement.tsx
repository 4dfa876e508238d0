import { useState } from 'react';
import { Checkbox } from '@phjobs/ui/components/Field';

export type PolicyValues = { agreeTerms: boolean; agreePrivacy: boolean; alarmEmail?: boolean };

const TEXTS = {
  terms:
    'These terms govern the use of PH Jobs by job seekers and employers: how accounts are created, what may be posted, and how job ads, resumes and messages are handled. Accounts are personal and may not be shared.',
  privacy:
    'We collect the information you enter (name, e-mail, phone number, resume) to match you with jobs and employers. Your contact details are shown to a company only after you accept its offer or apply to its job.',
};

/** The policy block of the sign-ups: agree to all, the two required agreements, the optional e-mail alerts. */
export function PolicyAgreement({ value, onChange, error, withAlarm = true }: { value: PolicyValues; onChange: (next: PolicyValues) => void; error?: string | undefined; withAlarm?: boolean }) {
  const [open, setOpen] = useState<'terms' | 'privacy' | null>(null);
  const all = value.agreeTerms && value.agreePrivacy && (!withAlarm || !!value.alarmEmail);
  const setAll = (on: boolean) => onChange({ agreeTerms: on, agreePrivacy: on, ...(withAlarm ? { alarmEmail: on } : {}) });
  return (
    <fieldset className="acc-policy">
      <legend className="ph-field__label">Policy</legend>
      <div className="acc-policy__all">
        <Checkbox checked={all} onChange={setAll}>
          <strong>I agree to all</strong>
        </Checkbox>
      </div>
      <div className="acc-policy__item">
        <Checkbox checked={value.agreeTerms} onChange={(on) => onChange({ ...value, agreeTerms: on })}>
          [Required] Terms of Service
        </Checkbox>
        <button type="button" className="ph-text-btn" onClick={() => setOpen(open === 'terms' ? null : 'terms')} aria-expanded={open === 'terms'}>
          View
        </button>
      </div>
      {open === 'terms' ? <p className="acc-policy__text">{TEXTS.terms}</p> : null}
      <div className="acc-policy__item">
        <Checkbox checked={value.agreePrivacy} onChange={(on) => onChange({ ...value, agreePrivacy: on })}>
          [Required] Privacy Policy
        </Checkbox>
        <button type="button" className="ph-text-btn" onClick={() => setOpen(open === 'privacy' ? null : 'privacy')} aria-expanded={open === 'privacy'}>
          View
        </button>
      </div>
      {open === 'privacy' ? <p className="acc-policy__text">{TEXTS.privacy}</p> : null}
      {withAlarm ? (
        <div className="acc-policy__item">
          <Checkbox checked={!!value.alarmEmail} onChange={(on) => onChange({ ...value, alarmEmail: on })}>
            [Optional] Job alerts by e-mail
          </Checkbox>
        </div>
      ) : null}
      {error ? (
        <p className="ph-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
