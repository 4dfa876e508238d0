/**
 * /interview/register 'Write A Screening Review' (account-community spec, section 5): every rule of
 * domain/posts/interviewForm.ts; Submit is greyed until the form holds, spins while submitting, and
 * a success goes back. Field errors show once a field was touched (and a 400's under its field).
 */
import { useMemo, useReducer, useState, type ReactNode } from 'react';
import { INTERVIEW_DIFFICULTY, INTERVIEW_EVALUATION, INTERVIEW_EXPERIENCE, INTERVIEW_RESULT, INTERVIEW_TYPE, INTERVIEWERS } from '@phjobs/contracts/codes';
import { INTERVIEW_PROOF_PROJECT } from '../../domain/posts/contract';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { Button } from '@phjobs/ui/components/Button';
import { Chip } from '@phjobs/ui/components/Chip';
import { ChipRadio, FieldError } from '@phjobs/ui/components/Field';
import { CloseIcon } from '@phjobs/ui/components/Icons';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { TwoLevelPicker } from '@phjobs/ui/components/TwoLevelPicker';
import { ApiError } from '@phjobs/web-core/api';
import { createInterviewTip } from '../../api/posts';
import {
  APPLICATION_DATE_HINT,
  applicationMonths,
  applicationYears,
  initialInterviewForm,
  interviewFormReducer,
  MAX_QUESTIONS,
  MIN_QUESTIONS,
  NO_PERSONAL_DOCUMENTS,
  PROOF_IMAGES,
  proofOf,
  REVIEW_TEXT_MAX,
  validateInterviewForm,
  type InterviewErrors,
  type InterviewField,
  type InterviewFormValues,
} from '../../domain/posts/interviewForm';
import { DetailHeader } from './DetailHeader';
import { IndividualsOnly, PhotoField, useGoBack } from './parts';
import '../../posts.css';

const options = <T extends Record<string, string>>(table: T) => (Object.keys(table) as (keyof T & string)[]).map((value) => ({ value, label: table[value] as string }));
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function InterviewRegister() {
  return (
    <IndividualsOnly>
      <InterviewForm />
    </IndividualsOnly>
  );
}

function InterviewForm() {
  const goBack = useGoBack('/interview');
  const [now] = useState(() => new Date());
  const [values, dispatch] = useReducer(interviewFormReducer, undefined, initialInterviewForm);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<InterviewErrors>({});
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = useMemo(() => validateInterviewForm(values, now), [values, now]);
  const valid = Object.keys(errors).length === 0;
  const touch = (field: InterviewField) => {
    setTouched((t) => (t.has(field) ? t : new Set([...t, field])));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (field: InterviewField): string | undefined => serverErrors[field] ?? (touched.has(field) ? errors[field] : undefined);
  const set = (patch: Partial<Omit<InterviewFormValues, 'applicationYear' | 'interviewQuestions' | 'file'>>) => {
    dispatch({ type: 'set', patch });
    for (const key of Object.keys(patch)) touch(key as InterviewField);
  };
  const specialization = SPECIALIZATION_TREE.find((s) => s.id === values.specialization);
  const years = applicationYears(now);
  const months = applicationMonths(values.applicationYear, now);

  const submit = async () => {
    if (!valid || busy || uploading || !values.specialization || !values.workExperience || values.applicationYear === null || values.applicationMonth === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await createInterviewTip({
        companyName: values.companyName.trim(),
        specialization: values.specialization,
        position: values.position.trim(),
        workExperience: values.workExperience,
        applicationYear: values.applicationYear,
        applicationMonth: values.applicationMonth,
        interviewResults: values.interviewResults,
        evaluation: values.evaluation,
        difficulty: values.difficulty,
        interviewEnvironment: values.interviewEnvironment.trim(),
        interviewType: values.interviewType,
        numberOfInterviewers: values.numberOfInterviewers,
        interviewProgress: values.interviewProgress.trim(),
        interviewQuestions: values.interviewQuestions.map((q) => q.trim()),
        interviewTip: values.interviewTip.trim(),
        interviewAmbiance: values.interviewAmbiance.trim(),
        coverLetter: values.coverLetter.trim(),
        file: values.file,
      });
      goBack();
    } catch (error) {
      // spec section 8: interview calls that fail are only logged; a 400 (the automatic first pass: contact details, names) lands under its fields
      console.error(error);
      if (error instanceof ApiError && error.fields) {
        setServerErrors(error.fields as InterviewErrors);
        setFailure(error.message);
      }
      setBusy(false);
    }
  };

  const text = (field: 'interviewEnvironment' | 'interviewProgress' | 'interviewTip' | 'interviewAmbiance' | 'coverLetter', label: string, placeholder: string) => (
    <Textarea id={`interview-${field}`} label={label} value={values[field]} max={REVIEW_TEXT_MAX} rows={5} placeholder={placeholder} onChange={(v) => set({ [field]: v })} error={errorOf(field)} />
  );

  return (
    <div className="posts">
      <DetailHeader title="Write A Screening Review" onBack={goBack} />
      <p className="posts-hint">Reviews are anonymous. They are shown to others after we check the proof and the text.</p>
      <form className="posts-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <h2 className="posts-section-title">The application</h2>
        <TextInput id="interview-company" label="Company name" value={values.companyName} onChange={(companyName) => set({ companyName })} error={errorOf('companyName')} />
        <div className="ph-text-field">
          <span className="ph-field__label" id="interview-specialization-label">
            Specialization
          </span>
          {specialization ? (
            <div className="posts-keywords">
              <Chip tone="accent" onRemove={() => set({ specialization: null })}>
                {specialization.name}
              </Chip>
            </div>
          ) : null}
          <button type="button" className="ph-btn ph-btn--outline ph-btn--md posts-attach" aria-describedby="interview-specialization-label" onClick={() => setPicking(true)}>
            {specialization ? 'Change specialization' : 'Choose specialization'}
          </button>
          <FieldError>{errorOf('specialization')}</FieldError>
        </div>
        <TextInput id="interview-position" label="Position" value={values.position} onChange={(position) => set({ position })} error={errorOf('position')} />
        <Group label="Work experience" error={errorOf('workExperience')}>
          <ChipRadio label="Work experience" options={options(INTERVIEW_EXPERIENCE)} value={values.workExperience} onChange={(workExperience) => set({ workExperience })} />
        </Group>
        <div className="posts-row2">
          <div className="ph-text-field">
            <label className="ph-field__label" htmlFor="interview-year">
              Application year
            </label>
            <select
              id="interview-year"
              className="ph-select"
              value={values.applicationYear ?? ''}
              onChange={(e) => {
                dispatch({ type: 'year', year: e.target.value ? Number(e.target.value) : null });
                touch('applicationYear');
              }}
            >
              <option value="">Year</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
            <FieldError>{errorOf('applicationYear')}</FieldError>
          </div>
          <div className="ph-text-field">
            <label className="ph-field__label" htmlFor="interview-month">
              Application month
            </label>
            <select id="interview-month" className="ph-select" value={values.applicationMonth ?? ''} disabled={values.applicationYear === null} onChange={(e) => set({ applicationMonth: e.target.value ? Number(e.target.value) : null })}>
              <option value="">Month</option>
              {months.map((m) => (
                <option key={m} value={m}>
                  {MONTH_NAMES[m - 1]}
                </option>
              ))}
            </select>
            <FieldError>{errorOf('applicationMonth')}</FieldError>
          </div>
        </div>
        <p className="posts-hint">{APPLICATION_DATE_HINT}</p>

        <h2 className="posts-section-title">The result</h2>
        <Group label="Interview result">
          <ChipRadio label="Interview result" options={options(INTERVIEW_RESULT)} value={values.interviewResults} onChange={(interviewResults) => set({ interviewResults })} />
        </Group>
        <Group label="Evaluation">
          <ChipRadio label="Evaluation" options={options(INTERVIEW_EVALUATION)} value={values.evaluation} onChange={(evaluation) => set({ evaluation })} />
        </Group>
        <Group label="Difficulty">
          <ChipRadio label="Difficulty" options={options(INTERVIEW_DIFFICULTY)} value={values.difficulty} onChange={(difficulty) => set({ difficulty })} />
        </Group>

        <h2 className="posts-section-title">The interview</h2>
        {text('interviewEnvironment', 'Interview environment', 'Where and how was the interview held?')}
        <Group label="Interview type" error={errorOf('interviewType')}>
          <div className="ph-chip-group" role="group" aria-label="Interview type">
            {options(INTERVIEW_TYPE).map((o) => (
              <Chip key={o.value} selected={values.interviewType.includes(o.value)} onClick={() => { dispatch({ type: 'toggle', field: 'interviewType', code: o.value }); touch('interviewType'); }}>
                {o.label}
              </Chip>
            ))}
          </div>
        </Group>
        <Group label="Number of interviewers" error={errorOf('numberOfInterviewers')}>
          <div className="ph-chip-group" role="group" aria-label="Number of interviewers">
            {options(INTERVIEWERS).map((o) => (
              <Chip key={o.value} selected={values.numberOfInterviewers.includes(o.value)} onClick={() => { dispatch({ type: 'toggle', field: 'numberOfInterviewers', code: o.value }); touch('numberOfInterviewers'); }}>
                {o.label}
              </Chip>
            ))}
          </div>
        </Group>
        {text('interviewProgress', 'How the interview went', 'The steps, how long it took, what happened.')}

        <h2 className="posts-section-title">Interview questions</h2>
        {values.interviewQuestions.map((q, i) => (
          <div key={i} className="posts-question">
            <Textarea
              id={`interview-question-${i}`}
              label={`Question ${i + 1}`}
              value={q}
              max={REVIEW_TEXT_MAX}
              rows={2}
              placeholder="What were you asked?"
              onChange={(v) => {
                dispatch({ type: 'question', index: i, text: v });
                touch(`interviewQuestions.${i}`);
              }}
              error={errorOf(`interviewQuestions.${i}`)}
            />
            {i >= MIN_QUESTIONS ? (
              <button type="button" className="ph-icon-btn posts-question__remove" aria-label={`Remove question ${i + 1}`} onClick={() => dispatch({ type: 'removeQuestion', index: i })}>
                <CloseIcon width={18} height={18} />
              </button>
            ) : null}
          </div>
        ))}
        {values.interviewQuestions.length < MAX_QUESTIONS ? (
          <button type="button" className="ph-btn ph-btn--outline ph-btn--md posts-attach" onClick={() => dispatch({ type: 'addQuestion' })}>
            Add a question
          </button>
        ) : null}

        <h2 className="posts-section-title">Your advice</h2>
        {text('interviewTip', 'Interview tip', 'What would you tell someone before this interview?')}
        {text('interviewAmbiance', 'Interview ambiance', 'How did the interviewers treat you?')}
        {text('coverLetter', 'Cover letter', 'What did you write, and what did they ask about it?')}

        <h2 className="posts-section-title">Proof of interview</h2>
        <p className="posts-notice" role="note">
          {NO_PERSONAL_DOCUMENTS}
        </p>
        <PhotoField
          label="Proof images"
          photos={values.file}
          onChange={(next) => {
            for (const f of next.filter((n) => !values.file.some((v) => v.key === n.key))) dispatch({ type: 'addProof', file: f });
            for (const f of values.file.filter((v) => !next.some((n) => n.key === v.key))) dispatch({ type: 'removeProof', key: f.key });
            touch('file');
          }}
          rule={PROOF_IMAGES}
          project={INTERVIEW_PROOF_PROJECT}
          onBusy={setUploading}
          hint="An invitation e-mail, a text message or a visitor pass (jpg, jpeg, gif, png or bmp). Shown to our reviewers only."
          error={errorOf('file')}
          toStored={(f) => proofOf(f)}
        />
        {failure ? (
          <p className="posts-failure" role="alert">
            {failure}
          </p>
        ) : null}
        {!valid ? <p className="posts-hint">Fill in every field and attach a proof to submit.</p> : null}
        <Button type="submit" block size="lg" loading={busy} disabled={!valid || busy || uploading}>
          Submit
        </Button>
      </form>
      <TwoLevelPicker
        open={picking}
        title="Specialization"
        items={SPECIALIZATION_TREE}
        value={specialization ? [specialization] : []}
        max={1}
        onApply={(items) => {
          set({ specialization: items[0]?.id ?? null });
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}

function TextInput({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string | undefined }) {
  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className={`ph-input${error ? ' ph-input--invalid' : ''}`} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function Group({ label, error, children }: { label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="posts-fieldset">
      <span className="ph-field__label">{label}</span>
      {children}
      <FieldError>{error}</FieldError>
    </div>
  );
}
