import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@phjobs/web-core/router';
import { EDUCATION, EMPLOYEE_TYPE, SALARY_UNIT, type EducationCode, type SalaryUnitCode } from '@phjobs/contracts/codes';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { ApiError } from '@phjobs/web-core/api';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { Chip } from '@phjobs/ui/components/Chip';
import { ChipGroup, ChipRadio, FieldError, TextField } from '@phjobs/ui/components/Field';
import { isLoginAnswer, useSession } from '@phjobs/web-core/session';
import { postIndividualSignup } from '../../api/account';
import { SignupEmailField } from '../../components/SignupEmailField';
import { PhoneVerification } from '@phjobs/web-core/components/PhoneVerification';
import { PolicyAgreement } from '../../components/PolicyAgreement';
import { RegionSelect } from '../../components/RegionSelect';
import { ScreenHeader } from '../../components/ScreenHeader';
import { Select } from '@phjobs/ui/components/Select';
import { StepBar } from '../../components/StepBar';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { clearDraft, DRAFT_KEYS, loadDraft, saveDraft } from '../../domain/draftVault';
import {
  emptyIndividualSignup,
  fromDraft,
  individualSignupBody,
  toDraft,
  validateStep,
  type IndividualDraft,
  type IndividualSignupValues,
  type SignupFieldErrors,
} from '../../domain/individualSignup';
import { EMAIL_TAKEN_ALERT } from '../../domain/signupForm';
import { backTarget, nextAction, nextDisabled } from '../../domain/signupSteps';

const STEP_LABELS = ['Account', 'Profile', 'Preferences', 'Done'] as const;
const INDUSTRIES = SPECIALIZATION_TREE.filter((i) => i.depth === 1).map((i) => ({ value: i.id, label: i.name }));
const EDUCATION_OPTIONS = (Object.entries(EDUCATION) as [EducationCode, string][]).map(([value, label]) => ({ value, label }));
const EMP_TYPE_OPTIONS = Object.entries(EMPLOYEE_TYPE).map(([value, label]) => ({ value, label }));
const UNIT_OPTIONS = (Object.entries(SALARY_UNIT) as [SalaryUnitCode, string][]).map(([value, label]) => ({ value, label: label[0]?.toUpperCase() + label.slice(1) }));
const EXPERIENCE = [
  { value: 'newcomer', label: 'Newcomer' },
  { value: 'experienced', label: 'Experienced' },
] as const;

/** Which step shows a field error the service answered. */
function stepOfField(field: string): number {
  if (['email', 'password', 'emailVerificationToken', 'alarmEmail'].includes(field)) return 1;
  if (['education', 'skills', 'empType', 'salary'].some((f) => field === f || field.startsWith(`${f}.`))) return 3;
  return 2;
}
const VALUE_OF_FIELD: Record<string, keyof IndividualSignupValues> = { emailVerificationToken: 'emailToken', phoneVerificationToken: 'phoneToken', region: 'province' };

/**
 * /register/individual: the individual sign-up in 4 steps. Partial data stays in session storage
 * (obfuscated, 1 hour, never the password); after a 2xx the user is logged in and sees step 4.
 */
export function IndividualSignup() {
  const navigate = useNavigate();
  const accept = useSession((s) => s.accept);
  const login = useSession((s) => s.login);
  const [restored] = useState(() => fromDraft(loadDraft<IndividualDraft>(DRAFT_KEYS.individual)));
  const [step, setStep] = useState(restored?.step ?? 1);
  const [values, setValues] = useState<IndividualSignupValues>(restored?.values ?? emptyIndividualSignup);
  const [errors, setErrors] = useState<SignupFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [skill, setSkill] = useState('');
  const busy = useRef(false);

  useEffect(() => {
    if (step < 4) saveDraft(DRAFT_KEYS.individual, toDraft(step, values));
  }, [step, values]);

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [step]);

  const set = <K extends keyof IndividualSignupValues>(key: K, value: IndividualSignupValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const goBack = () => {
    const target = backTarget('individual', step);
    setErrors({});
    setFailure(null);
    if (target.kind === 'history') navigate(-1);
    else if (target.kind === 'home') navigate('/');
    else setStep(target.step);
  };

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await postIndividualSignup(individualSignupBody(values));
      // after a 2xx the user is logged in automatically
      if (isLoginAnswer(answer)) accept(answer);
      else await login(values.email.trim(), values.password, 'individual');
      clearDraft(DRAFT_KEYS.individual);
      setStep(4);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'auth/email-already-exists') {
        window.alert(EMAIL_TAKEN_ALERT);
        setValues((v) => ({ ...v, email: '', emailToken: null }));
        setStep(1);
      } else if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) {
        const entries = Object.entries(error.fields);
        const found: SignupFieldErrors = {};
        for (const [field, message] of entries) {
          const key = VALUE_OF_FIELD[field] ?? (field.split('.')[0] as keyof IndividualSignupValues);
          found[key] = message;
        }
        // a proof the service refused must be earned again
        if (error.fields.emailVerificationToken) setValues((v) => ({ ...v, emailToken: null }));
        if (error.fields.phoneVerificationToken) setValues((v) => ({ ...v, phoneToken: null, captchaToken: null }));
        setErrors(found);
        setStep(Math.min(...entries.map(([field]) => stepOfField(field))));
      } else {
        setFailure(error instanceof Error ? error.message : 'Sign-up failed.');
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const next = () => {
    const found = validateStep(step, values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const action = nextAction('individual', step);
    if (action.kind === 'step') setStep(action.step);
    else if (action.kind === 'submit') void submit();
  };

  const captchaVerified = !!values.captchaToken || !!values.phoneToken;
  const disabled = nextDisabled('individual', step, { submitting, captchaVerified });

  if (step === 4) {
    return (
      <div className="acc-screen">
        <ScreenHeader title="Sign up" onBack={goBack} />
        <div className="acc-page acc-done">
          <StepBar current={4} total={4} labels={STEP_LABELS} />
          <div className="acc-done__mark" aria-hidden="true">
            ✓
          </div>
          <h2 className="acc-title">Welcome{values.fullName ? `, ${values.fullName.trim()}` : ''}!</h2>
          <p className="ph-muted">Your account is ready and you are logged in. Jobs that match your preferences are waiting.</p>
          <Link to="/ad/all" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
            View All Matching Jobs
          </Link>
          <Link to="/myPage/resume/register" className="ph-btn ph-btn--outline ph-btn--lg ph-btn--block">
            Register a resume
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="acc-screen">
      <ScreenHeader title="Sign up" onBack={goBack} />
      <div className="acc-page">
        <StepBar current={step} total={4} labels={STEP_LABELS} />
        <form
          className="ph-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!disabled) next();
          }}
        >
          {step === 1 ? (
            <>
              <h2 className="acc-step-title">Account</h2>
              <SignupEmailField
                idPrefix="su-email"
                placeholder="you@example.ph"
                email={values.email}
                emailToken={values.emailToken}
                error={errors.email ?? errors.emailToken}
                onEmail={(email) => set('email', email)}
                onToken={(token) => set('emailToken', token)}
                onError={(message) => setErrors((e) => ({ ...e, email: message }))}
              />
              <TextField id="su-password" label="Password" type="password" autoComplete="new-password" value={values.password} onChange={(v) => set('password', v)} error={errors.password} placeholder="8+ characters, a letter and a digit" />
              <TextField id="su-password2" label="Confirm password" type="password" autoComplete="new-password" value={values.passwordConfirm} onChange={(v) => set('passwordConfirm', v)} error={errors.passwordConfirm} />
              <PolicyAgreement
                value={{ agreeTerms: values.agreeTerms, agreePrivacy: values.agreePrivacy, alarmEmail: values.alarmEmail }}
                onChange={(p) => {
                  setValues((v) => ({ ...v, agreeTerms: p.agreeTerms, agreePrivacy: p.agreePrivacy, alarmEmail: !!p.alarmEmail }));
                  setErrors((e) => ({ ...e, agreeTerms: undefined }));
                }}
                error={errors.agreeTerms}
              />
            </>
          ) : null}

          {step === 2 ? (
            <>
              <h2 className="acc-step-title">Profile</h2>
              <TextField id="su-fullName" label="Full name" autoComplete="name" value={values.fullName} onChange={(v) => set('fullName', v)} error={errors.fullName} maxLength={100} />
              <PhoneVerification
                idPrefix="su"
                phone={values.phoneNumber}
                onPhoneChange={(v) => set('phoneNumber', v)}
                error={errors.phoneNumber ?? errors.phoneToken}
                token={values.phoneToken}
                onToken={(token) => set('phoneToken', token)}
                captchaToken={values.captchaToken}
                onCaptcha={(token) => set('captchaToken', token)}
              />
              <div className="ph-text-field">
                <p className="ph-field__label">Experience</p>
                <ChipRadio
                  label="Experience"
                  options={EXPERIENCE}
                  value={values.isNewcomer === null ? null : values.isNewcomer ? 'newcomer' : 'experienced'}
                  onChange={(v) => set('isNewcomer', v === 'newcomer')}
                />
                <FieldError>{errors.isNewcomer}</FieldError>
              </div>
              {values.isNewcomer === false ? (
                <Textarea id="su-experience" label="Experience details" value={values.experienceDetail} onChange={(v) => set('experienceDetail', v)} max={2000} rows={3} placeholder="Where you worked and what you did" />
              ) : null}
              <Select id="su-industry" label="Industry" value={values.industry} placeholder="Select an industry" options={INDUSTRIES} onChange={(v) => set('industry', v)} error={errors.industry} />
              <TextField id="su-position" label="Position" value={values.position} onChange={(v) => set('position', v)} error={errors.position} maxLength={100} placeholder="e.g. Customer Service Representative" />
              <div className="ph-text-field">
                <p className="ph-field__label">Location</p>
                <RegionSelect
                  idPrefix="su"
                  province={values.province}
                  city={values.city}
                  error={errors.province}
                  onChange={(r) => {
                    setValues((v) => ({ ...v, province: r.province, city: r.city }));
                    setErrors((e) => ({ ...e, province: undefined }));
                  }}
                />
              </div>
            </>
          ) : null}

          {step === 3 ? (
            <>
              <h2 className="acc-step-title">Preferences</h2>
              <Select id="su-education" label="Education" value={values.education} placeholder="Select your education" options={EDUCATION_OPTIONS} onChange={(v) => set('education', v as EducationCode | '')} error={errors.education} />
              <div className="ph-text-field">
                <label className="ph-field__label" htmlFor="su-skill">
                  Skills
                </label>
                <div className="acc-inline">
                  <input
                    id="su-skill"
                    className="ph-input"
                    value={skill}
                    maxLength={100}
                    placeholder="e.g. MS Excel"
                    onChange={(e) => setSkill(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        const s = skill.trim();
                        if (s && !values.skills.includes(s) && values.skills.length < 50) set('skills', [...values.skills, s]);
                        setSkill('');
                      }
                    }}
                  />
                  <Button
                    variant="outline"
                    onClick={() => {
                      const s = skill.trim();
                      if (s && !values.skills.includes(s) && values.skills.length < 50) set('skills', [...values.skills, s]);
                      setSkill('');
                    }}
                  >
                    Add
                  </Button>
                </div>
                {values.skills.length ? (
                  <div className="ph-chip-group">
                    {values.skills.map((s) => (
                      <Chip key={s} tone="accent" onRemove={() => set('skills', values.skills.filter((x) => x !== s))}>
                        {s}
                      </Chip>
                    ))}
                  </div>
                ) : null}
              </div>
              <div className="ph-text-field">
                <p className="ph-field__label">Employment type</p>
                <ChipGroup label="Employment type" options={EMP_TYPE_OPTIONS} value={values.empType} onChange={(v) => set('empType', v)} />
                <FieldError>{errors.empType}</FieldError>
              </div>
              <div className="ph-text-field">
                <label className="ph-field__label" htmlFor="su-salary">
                  Expected salary
                </label>
                <div className="acc-inline">
                  <span className="acc-peso" aria-hidden="true">
                    ₱
                  </span>
                  <input
                    id="su-salary"
                    className={`ph-input${errors.salary ? ' ph-input--invalid' : ''}`}
                    inputMode="decimal"
                    placeholder="Amount"
                    value={values.salary}
                    disabled={values.salaryType === '010F'}
                    onChange={(e) => set('salary', e.target.value)}
                  />
                  <label className="ph-visually-hidden" htmlFor="su-salary-unit">
                    Salary unit
                  </label>
                  <select id="su-salary-unit" className="ph-select acc-unit" value={values.salaryType} onChange={(e) => set('salaryType', e.target.value as SalaryUnitCode)}>
                    {UNIT_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </div>
                <FieldError>{errors.salary}</FieldError>
              </div>
            </>
          ) : null}

          {failure ? (
            <p className="acc-failure" role="alert">
              {failure}
            </p>
          ) : null}
          <BottomBar label="Sign-up steps">
            <Button type="submit" size="lg" block disabled={disabled} loading={submitting}>
              Next
            </Button>
          </BottomBar>
        </form>
        {step === 1 ? (
          <p className="acc-links">
            Already have an account? <Link to="/enter">Login</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
