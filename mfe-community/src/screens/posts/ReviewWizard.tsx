/**
 * /review/register and /review/{id}/edit: the job review wizard of domain/posts/reviewWizard.ts
 * (steps 0-5; edit starts at 1 with the review preloaded). Next is greyed until the step holds;
 * the last step registers (or updates) and opens the company's reviews.
 */
import { useReducer, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from '@phjobs/web-core/router';
import { JOB_RATING } from '@phjobs/contracts/codes';
import { POST_ERROR_CODES, POST_LIMITS, POST_MESSAGES as M, JOB_RATING_KEYWORD, keywordsOfRating, RECOMMAND, SALARY_PAID, SATISFIED_SALARY } from '../../domain/posts/contract';
import { Async } from '@phjobs/ui/components/Async';
import { Button } from '@phjobs/ui/components/Button';
import { Checkbox, ChipRadio, FieldError, TextField } from '@phjobs/ui/components/Field';
import { Chip } from '@phjobs/ui/components/Chip';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { ApiError } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { createJobReview, fetchJobReview, updateJobReview } from '../../api/posts';
import { currentMonth, emptyReview, firstStep, LAST_STEP, RATING_STEPS, reviewBody, reviewValuesOf, startWizard, stepProblems, STEP_TITLES, wizardReducer, type ReviewValues, type WizardState } from '../../domain/posts/reviewWizard';
import { DetailHeader } from './DetailHeader';
import { StarIcon } from './icons';
import { NotYours, IndividualsOnly, useGoBack } from './parts';
import { companyPath } from './Review';
import '../../posts.css';

const options = <T extends Record<string, string>>(table: T) => (Object.keys(table) as (keyof T & string)[]).map((value) => ({ value, label: table[value] as string }));

/** /review/register (?companyName= preselects the company). */
export function ReviewRegister() {
  const [params] = useSearchParams();
  return (
    <IndividualsOnly>
      <Wizard initial={startWizard('create', emptyReview(params.get('companyName') ?? ''))} />
    </IndividualsOnly>
  );
}

/** /review/{id}/edit */
export function ReviewEdit() {
  const { id = '' } = useParams();
  const review = useApiQuery(['community', 'jobReview', id], (signal) => fetchJobReview(id, signal));
  return (
    <IndividualsOnly>
      <Async state={review}>{(r) => (r.isOwn ? <Wizard id={id} initial={startWizard('edit', reviewValuesOf(r))} /> : <NotYours />)}</Async>
    </IndividualsOnly>
  );
}

function Wizard({ initial, id }: { initial: WizardState; id?: string }) {
  const navigate = useNavigate();
  const goBack = useGoBack('/review');
  const [now] = useState(() => new Date());
  const [state, dispatch] = useReducer(wizardReducer, initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const { step, values, mode } = state;
  const problems = stepProblems(step, values, now);
  const holds = Object.keys(problems).length === 0;
  const first = firstStep(mode);
  const stepCount = LAST_STEP - first + 1;
  const error = (field: string) => (shown ? problems[field] : undefined);
  const set = (patch: Partial<Omit<ReviewValues, 'ratings'>>) => dispatch({ type: 'set', patch });

  const next = () => {
    setShown(true);
    if (!holds) return;
    setShown(false);
    dispatch({ type: 'next', now });
    window.scrollTo(0, 0);
  };
  const back = () => {
    if (step === first) goBack();
    else dispatch({ type: 'back' });
  };
  const submit = async () => {
    setShown(true);
    const body = reviewBody(values, now);
    if (!body || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      if (id) await updateJobReview(id, body);
      else await createJobReview(body);
      navigate(companyPath(body.companyName), { replace: true });
    } catch (e) {
      console.error(e);
      if (e instanceof ApiError && e.code === POST_ERROR_CODES.jobReviewDuplicate) setFailure(M.jobReviewDuplicate);
      else if (e instanceof ApiError) setFailure(e.fields ? Object.values(e.fields)[0] ?? e.message : e.message);
      setBusy(false);
    }
  };

  return (
    <div className="posts">
      <DetailHeader title={mode === 'edit' ? 'Edit job review' : 'Write a job review'} onBack={back} />
      <div className="posts-steps" aria-hidden="true">
        {Array.from({ length: stepCount }, (_, i) => (
          <span key={i} className={`posts-steps__dot${i + first <= step ? ' posts-steps__dot--done' : ''}`} />
        ))}
      </div>
      <p className="posts-hint">
        Step {step - first + 1} of {stepCount}
      </p>
      <h1 className="posts-step-title">{STEP_TITLES[step]}</h1>
      {mode === 'edit' ? <p className="posts-hint">{values.companyName}</p> : null}
      <form
        className="posts-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step === LAST_STEP) void submit();
          else next();
        }}
      >
        {step === 0 ? (
          <>
            <TextField id="review-company" label="Company name" value={values.companyName} onChange={(companyName) => set({ companyName })} error={error('companyName')} />
            <div className="posts-row2">
              <MonthInput id="review-from" label="Worked from" value={values.periodFrom} max={currentMonth(now)} onChange={(periodFrom) => set({ periodFrom })} error={error('periodFrom')} />
              {values.stillThere ? null : <MonthInput id="review-to" label="Worked until" value={values.periodTo} max={currentMonth(now)} onChange={(periodTo) => set({ periodTo })} error={error('periodTo')} />}
            </div>
            <Checkbox checked={values.stillThere} onChange={(stillThere) => set({ stillThere })}>
              I still work here
            </Checkbox>
          </>
        ) : null}
        {step >= 1 && step <= 3 ? <RatingStep code={RATING_STEPS[step as 1 | 2 | 3]} values={values} dispatch={dispatch} error={error('score') ?? error('keywords')} /> : null}
        {step === 4 ? (
          <>
            <Group label="Was the salary paid on time?" error={error('salaryPaidCode')}>
              <ChipRadio label="Was the salary paid on time?" options={options(SALARY_PAID)} value={values.salaryPaidCode} onChange={(salaryPaidCode) => set({ salaryPaidCode })} />
            </Group>
            <Group label="Are you satisfied with the salary?" error={error('satisfiedSalaryCode')}>
              <ChipRadio label="Are you satisfied with the salary?" options={options(SATISFIED_SALARY)} value={values.satisfiedSalaryCode} onChange={(satisfiedSalaryCode) => set({ satisfiedSalaryCode })} />
            </Group>
            <Group label="Would you recommend this company?" error={error('recommandCode')}>
              <ChipRadio label="Would you recommend this company?" options={options(RECOMMAND)} value={values.recommandCode} onChange={(recommandCode) => set({ recommandCode })} />
            </Group>
          </>
        ) : null}
        {step === 5 ? (
          <>
            <TextField id="review-title" label="Title" value={values.title} placeholder="Sum up your review in a line" onChange={(title) => set({ title })} error={error('title')} />
            <Textarea id="review-index" label="Review" value={values.index} max={POST_LIMITS.reviewText} rows={8} placeholder="What was it like to work there? Reviews are anonymous." onChange={(index) => set({ index })} error={error('index')} />
          </>
        ) : null}
        {failure ? (
          <p className="posts-failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="posts-wizard-actions">
          <Button variant="outline" size="lg" onClick={back} disabled={busy}>
            {step === first ? 'Cancel' : 'Previous'}
          </Button>
          <Button type="submit" size="lg" loading={busy} disabled={!holds || busy}>
            {step < LAST_STEP ? 'Next' : mode === 'edit' ? 'Update' : 'Register'}
          </Button>
        </div>
      </form>
    </div>
  );
}

function RatingStep({ code, values, dispatch, error }: { code: keyof typeof JOB_RATING; values: ReviewValues; dispatch: (a: Parameters<typeof wizardReducer>[1]) => void; error: string | undefined }) {
  const rating = values.ratings[code];
  const label = JOB_RATING[code];
  return (
    <>
      <div className="posts-fieldset">
        <span className="ph-field__label" id={`rate-${code}`}>
          How do you rate the {label.toLowerCase()}?
        </span>
        <div className="posts-rate" role="radiogroup" aria-labelledby={`rate-${code}`}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button key={n} type="button" role="radio" aria-checked={rating.score === n} aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`} className={`posts-rate__star${rating.score !== null && n <= rating.score ? ' posts-rate__star--on' : ''}`} onClick={() => dispatch({ type: 'score', ratingCode: code, score: n })}>
              <StarIcon filled={rating.score !== null && n <= rating.score} width={36} height={36} />
            </button>
          ))}
        </div>
      </div>
      <div className="posts-fieldset">
        <span className="ph-field__label">Keywords (up to {POST_LIMITS.ratingKeywords})</span>
        <div className="ph-chip-group" role="group" aria-label={`${label} keywords`}>
          {keywordsOfRating(code).map((k) => (
            <Chip key={k} selected={rating.keywords.includes(k)} onClick={() => dispatch({ type: 'keyword', ratingCode: code, keywordCode: k })}>
              {JOB_RATING_KEYWORD[k]}
            </Chip>
          ))}
        </div>
      </div>
      <FieldError>{error}</FieldError>
    </>
  );
}

function MonthInput({ id, label, value, max, onChange, error }: { id: string; label: string; value: string; max: string; onChange: (v: string) => void; error: string | undefined }) {
  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="month" className={`ph-input${error ? ' ph-input--invalid' : ''}`} value={value} max={max} placeholder="YYYY-MM" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
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

