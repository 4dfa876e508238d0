/**
 * The job ad wizard (employer.md section 2 'Job ad register wizard', 'Job ad edit wizard'):
 * /myPage/ad/register, /myPage/ad/{id}/edit and /myPage/ad/{id}/reregister. Six steps 0-5 and done
 * (6). Back on step 0 or 6 leaves the page; Next checks the step's fields and stores the values;
 * Previous goes back one step; Submit on step 5 sends all steps, only for company user types.
 * Register: POST /api/jobAds, then /myPage/ad/{jobId}/paid. Edit and re-register: PUT
 * /api/jobAds/{id}, then step 6 (values cleared). The re-register wizard only saves the ad; moving
 * an ended ad back to review (PUT /api/jobAds/reRegistration/{id}) is the ad management screen's.
 * The values and the step are kept in sessionStorage, so a reload does not lose a half-written ad.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from '@phjobs/web-core/router';
import { AD_STATUS } from '@phjobs/contracts/codes';
import type { JobAdStatusAnswer, ReviewReason } from '@phjobs/contracts/job-ad-form';
import { Async } from '@phjobs/ui/components/Async';
import { Button } from '@phjobs/ui/components/Button';
import { BackIcon } from '@phjobs/ui/components/Icons';
import { NotFound } from '@phjobs/ui/components/NotFound';
import { causeOf } from '@phjobs/ui/cause';
import { ApiError } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { isCompanyType, useSession } from '@phjobs/web-core/session';
import { readJson, removeKey, writeJson, type StorageLike } from '@phjobs/web-core/storage';
import { createJobAd, fetchJobAdForEdit, updateJobAd } from '../../api/job-ads';
import { STEPS } from './steps';
import { DONE_STEP, emptyAdForm, fromLoadedAd, LAST_FORM_STEP, serverErrors, STEP_SHORT_TITLES, STEP_TITLES, toPayload, validateStep, type AdFormValues, type FieldErrors } from './values';

export type WizardMode = 'register' | 'edit' | 'reregister';

const TITLES: Record<WizardMode, string> = { register: 'Job ad register', edit: 'JOB AD EDIT', reregister: 'Job ad re-register' };
export const ONLY_BUSINESS = 'Only business members can register job ads.';

/** Where the draft of one wizard is kept: one per mode and ad. */
export const draftKey = (mode: WizardMode, id: number | null) => `phjobs.adForm.${mode}.${id ?? 'new'}`;
type Draft = { step: number; values: AdFormValues };

function sessionStore(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function readDraft(key: string): Draft | null {
  const draft = readJson<Draft | null>(key, null, sessionStore());
  if (!draft || typeof draft !== 'object' || typeof draft.step !== 'number' || !draft.values || typeof draft.values !== 'object') return null;
  return { step: Math.min(Math.max(0, Math.trunc(draft.step)), LAST_FORM_STEP), values: { ...emptyAdForm(), ...draft.values } };
}

/** The route's screen: register starts empty (or from its draft); edit and re-register load the ad first. */
export function AdFormWizard({ mode }: { mode: WizardMode }) {
  const { id: rawId } = useParams();
  if (mode === 'register') return <Wizard mode={mode} id={null} loaded={null} />;
  const id = rawId && /^\d{1,15}$/.test(rawId) ? Number(rawId) : null;
  if (!id) return <NotFound home={<Link to="/myPage/ad">Go to job ad management</Link>} />;
  return <LoadedWizard mode={mode} id={id} />;
}

function LoadedWizard({ mode, id }: { mode: WizardMode; id: number }) {
  const email = useSession((s) => s.user?.email ?? '');
  const ad = useApiQuery(['jobs', 'fetchJobAdForEdit', id, email], (signal) => fetchJobAdForEdit(id, signal));
  return <Async state={ad}>{(loaded) => <Wizard mode={mode} id={id} loaded={{ values: fromLoadedAd(loaded), reviewReasons: loaded.reviewReasons, statusCode: loaded.statusCode }} />}</Async>;
}

type Loaded = { values: AdFormValues; reviewReasons: ReviewReason[]; statusCode: string };

function Wizard({ mode, id, loaded }: { mode: WizardMode; id: number | null; loaded: Loaded | null }) {
  const navigate = useNavigate();
  const userType = useSession((s) => s.user?.userType ?? null);
  const key = draftKey(mode, id);
  const [draft, setDraft] = useState<Draft>(() => readDraft(key) ?? { step: 0, values: loaded?.values ?? emptyAdForm() });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState<JobAdStatusAnswer | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const step = done ? DONE_STEP : draft.step;

  useEffect(() => {
    if (!done) writeJson(key, draft, sessionStore());
  }, [key, draft, done]);

  // a new step starts at its top (not on the first show: the shell's header stays in view)
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const set = (patch: Partial<AdFormValues>) => {
    setDraft((d) => ({ ...d, values: { ...d.values, ...patch } }));
    // a changed field loses its message (the region's covers province and city)
    setErrors((e) => {
      const next = { ...e };
      for (const field of Object.keys(patch)) delete next[field === 'province' || field === 'city' ? 'region' : field];
      return next;
    });
  };

  const leave = () => {
    const canGoBack = typeof window !== 'undefined' && typeof (window.history.state as { idx?: number } | null)?.idx === 'number' && (window.history.state as { idx: number }).idx > 0;
    if (canGoBack) void navigate(-1);
    else void navigate(mode === 'register' ? '/myPage' : '/myPage/ad');
  };
  const back = () => {
    if (step === 0 || step === DONE_STEP) leave();
    else previous();
  };
  const previous = () => {
    setErrors({});
    setNotice(null);
    setDraft((d) => ({ ...d, step: Math.max(0, d.step - 1) }));
  };
  const focusFirstError = (found: FieldErrors) => {
    const first = Object.keys(found)[0];
    if (!first) return;
    requestAnimationFrame(() => {
      const el = document.getElementById(first);
      const target = el?.matches('input,select,textarea,button') ? el : el?.querySelector<HTMLElement>('input,select,textarea,button');
      target?.focus?.();
    });
  };
  const next = () => {
    const found = validateStep(draft.step, draft.values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(found);
    setNotice(null);
    setDraft((d) => ({ ...d, step: Math.min(LAST_FORM_STEP, d.step + 1) }));
  };

  const submit = async () => {
    if (saving) return;
    if (!isCompanyType(userType)) {
      setNotice(ONLY_BUSINESS);
      return;
    }
    // every step once more: a value restored from an older draft may not pass
    for (let at = 0; at <= LAST_FORM_STEP; at += 1) {
      const found = validateStep(at, draft.values);
      if (Object.keys(found).length) {
        setErrors(found);
        setDraft((d) => ({ ...d, step: at }));
        return focusFirstError(found);
      }
    }
    setSaving(true);
    setNotice(null);
    try {
      const body = toPayload(draft.values);
      if (mode === 'register' || id === null) {
        const created = await createJobAd(body);
        removeKey(key, sessionStore());
        void navigate(`/myPage/ad/${created.data.jobId}/paid`, { replace: true });
        return;
      }
      const answer = await updateJobAd(id, body);
      removeKey(key, sessionStore());
      setDraft({ step: 0, values: emptyAdForm() });
      setErrors({});
      setDone(answer);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.fields) {
        const placed = serverErrors(e.fields);
        setErrors(placed.errors);
        if (placed.step !== null) {
          const at = placed.step;
          setDraft((d) => ({ ...d, step: at }));
        }
        setNotice(placed.unplaced.length ? placed.unplaced.join(' ') : 'Please check the marked fields.');
        focusFirstError(placed.errors);
      } else setNotice(causeOf(e));
    } finally {
      setSaving(false);
    }
  };

  const Step = STEPS[Math.min(draft.step, LAST_FORM_STEP)]!;
  const reasons = loaded?.reviewReasons ?? [];

  return (
    <div className="emp-wizard" ref={top}>
      <header className="emp-wizard__header">
        <button type="button" className="ph-icon-btn" aria-label={step === 0 || step === DONE_STEP ? 'Leave' : 'Previous step'} onClick={back}>
          <BackIcon />
        </button>
        <h1 className="emp-wizard__title">{TITLES[mode]}</h1>
        <span />
      </header>

      <div className="emp-wizard__body">
        {step !== DONE_STEP ? <StepIndicator step={draft.step} /> : null}

        {loaded && step !== DONE_STEP ? (
          <p className="emp-status">
            Status: <strong>{AD_STATUS[loaded.statusCode as keyof typeof AD_STATUS] ?? loaded.statusCode}</strong>
          </p>
        ) : null}
        {reasons.length && step !== DONE_STEP ? <ReviewReasons reasons={reasons} /> : null}

        {step === DONE_STEP && done ? (
          <DoneStep mode={mode} answer={done} />
        ) : (
          <form
            className="emp-wizard__form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (draft.step === LAST_FORM_STEP) void submit();
              else next();
            }}
          >
            <h2 className="emp-wizard__step-title">{STEP_TITLES[draft.step]}</h2>
            <Step values={draft.values} set={set} errors={errors} />
            {notice ? (
              <p className="emp-notice" role="alert">
                {notice}
              </p>
            ) : null}
            <div className="emp-wizard__nav">
              {draft.step > 0 ? (
                <Button variant="outline" size="lg" onClick={previous} disabled={saving}>
                  Previous
                </Button>
              ) : null}
              {draft.step < LAST_FORM_STEP ? (
                <Button type="submit" size="lg">
                  Next
                </Button>
              ) : (
                <Button type="submit" size="lg" loading={saving} disabled={saving}>
                  {mode === 'register' ? 'Submit' : 'Save'}
                </Button>
              )}
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

/** 'Step 2 of 6' with a bar of the six steps and their names on wider screens. */
function StepIndicator({ step }: { step: number }) {
  return (
    <nav className="emp-steps" aria-label={`Step ${step + 1} of ${STEP_TITLES.length}: ${STEP_TITLES[step]}`}>
      <p className="emp-steps__count">
        Step {step + 1} of {STEP_TITLES.length}
      </p>
      <ol className="emp-steps__list">
        {STEP_SHORT_TITLES.map((title, i) => (
          <li key={title} className={`emp-steps__item${i <= step ? ' emp-steps__item--done' : ''}${i === step ? ' emp-steps__item--current' : ''}`} aria-current={i === step ? 'step' : undefined}>
            <span className="emp-steps__label">{title}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The review's reasons for refusing the ad (field reviewReasons of the loaded ad or of the save). */
export function ReviewReasons({ reasons, title = 'The review did not pass this ad' }: { reasons: readonly ReviewReason[]; title?: string }) {
  return (
    <section className="emp-review" aria-label="Review result">
      <p className="emp-review__title">{title}</p>
      <ul className="emp-review__list">
        {reasons.map((r, i) => (
          <li key={`${r.code}-${i}`}>{r.message}</li>
        ))}
      </ul>
      <p className="emp-review__hint">Change what is named here and save: the ad is reviewed again.</p>
    </section>
  );
}

function DoneStep({ mode, answer }: { mode: WizardMode; answer: JobAdStatusAnswer }) {
  const status = AD_STATUS[answer.statusCode as keyof typeof AD_STATUS] ?? answer.statusCode;
  return (
    <section className="emp-done" aria-live="polite">
      <h2 className="emp-done__title">{mode === 'reregister' ? 'The ad is re-registered' : 'Your changes are saved'}</h2>
      <p>
        Status: <strong>{status}</strong>
      </p>
      {answer.reviewReasons.length ? <ReviewReasons reasons={answer.reviewReasons} /> : answer.statusCode === '012A' ? <p className="ph-muted">The ad is reviewed before it is published.</p> : null}
      <div className="emp-wizard__nav">
        <Link className="ph-btn ph-btn--outline ph-btn--lg" to="/myPage">
          My page
        </Link>
        <Link className="ph-btn ph-btn--primary ph-btn--lg" to={`/myPage/ad?tab=${answer.statusCode}`}>
          Job ad management
        </Link>
      </div>
    </section>
  );
}
