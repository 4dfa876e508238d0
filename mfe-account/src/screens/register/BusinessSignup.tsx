import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@phjobs/web-core/router';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { PROVINCES, citiesOf } from '@phjobs/contracts/regions';
import { ApiError } from '@phjobs/web-core/api';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { isLoginAnswer, useSession } from '@phjobs/web-core/session';
import { postEmployerSignup } from '../../api/account';
import { SignupEmailField } from '../../components/SignupEmailField';
import { PolicyAgreement } from '../../components/PolicyAgreement';
import { ScreenHeader } from '../../components/ScreenHeader';
import { Select } from '@phjobs/ui/components/Select';
import { StepBar } from '../../components/StepBar';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { clearDraft, DRAFT_KEYS, loadDraft, saveDraft } from '../../domain/draftVault';
import {
  businessSignupRequest,
  EMAIL_TAKEN_ALERT,
  emptyBusiness,
  fromBusinessDraft,
  loginTypeOfSignup,
  SIGNUP_TITLES,
  toBusinessDraft,
  validateBusinessStep,
  type BusinessDraft,
  type BusinessErrors,
  type BusinessValues,
  type SignupKind,
} from '../../domain/signupForm';
import { backTarget, nextAction, nextDisabled } from '../../domain/signupSteps';

const STEP_LABELS = ['Account', 'Details', 'Finished'] as const;
const SPECIALIZATIONS = SPECIALIZATION_TREE.filter((i) => i.depth === 1).map((i) => ({ value: i.id, label: i.name }));
const PROVINCE_OPTIONS = [...PROVINCES].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ value: p.id, label: p.name }));
const STEP0_FIELDS = new Set(['email', 'password', 'companyName', 'managerName', 'phoneNumber', 'emailVerificationToken']);

/**
 * /register/business ('Business sign up') and /register/master ('Master sign up'): steps 0 (form),
 * 1 (details and policy; Next submits), 2 (finished). Drafts as in the individual sign-up.
 */
export function BusinessSignup({ kind }: { kind: SignupKind }) {
  const navigate = useNavigate();
  const accept = useSession((s) => s.accept);
  const login = useSession((s) => s.login);
  const draftKey = DRAFT_KEYS[kind];
  const [restored] = useState(() => fromBusinessDraft(loadDraft<BusinessDraft>(draftKey)));
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<BusinessValues>(restored ?? emptyBusiness);
  const [errors, setErrors] = useState<BusinessErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const title = SIGNUP_TITLES[kind];

  useEffect(() => {
    if (step < 2) saveDraft(draftKey, toBusinessDraft(step, values));
  }, [draftKey, step, values]);

  const set = <K extends keyof BusinessValues>(key: K, value: BusinessValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const goBack = () => {
    const target = backTarget('business', step);
    setErrors({});
    if (target.kind === 'history') navigate(-1);
    else if (target.kind === 'home') navigate('/');
    else setStep(target.step);
  };

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setFailure(null);
    const { route, body } = businessSignupRequest(kind, values);
    try {
      const answer = await postEmployerSignup(route, body);
      if (isLoginAnswer(answer)) accept(answer);
      else await login(body.email, values.password, loginTypeOfSignup(kind));
      clearDraft(draftKey);
      setStep(2);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'auth/email-already-exists') {
        window.alert(EMAIL_TAKEN_ALERT);
        setValues((v) => ({ ...v, email: '', emailToken: null }));
        setStep(0);
      } else if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) {
        const found: BusinessErrors = {};
        for (const [field, message] of Object.entries(error.fields)) found[(field === 'emailVerificationToken' ? 'emailToken' : field) as keyof BusinessValues] = message;
        if (error.fields.emailVerificationToken) setValues((v) => ({ ...v, emailToken: null }));
        setErrors(found);
        if (Object.keys(error.fields).some((f) => STEP0_FIELDS.has(f))) setStep(0);
      } else {
        setFailure(error instanceof Error ? error.message : 'Sign-up failed.');
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const next = () => {
    const found = validateBusinessStep(step, values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const action = nextAction('business', step);
    if (action.kind === 'step') setStep(action.step);
    else if (action.kind === 'submit') void submit();
  };

  if (step === 2) {
    return (
      <div className="acc-screen">
        <ScreenHeader title={title} onBack={goBack} />
        <div className="acc-page acc-done">
          <StepBar current={3} total={3} labels={STEP_LABELS} />
          <div className="acc-done__mark" aria-hidden="true">
            ✓
          </div>
          <h2 className="acc-title">Welcome to PH Jobs!</h2>
          <p className="ph-muted">
            The {kind === 'master' ? 'master account' : 'business account'} of {values.companyName.trim()} is ready and you are logged in.
          </p>
          <Link to="/myPage" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
            Go to my page
          </Link>
          <Link to="/" className="ph-btn ph-btn--outline ph-btn--lg ph-btn--block">
            Home
          </Link>
        </div>
      </div>
    );
  }

  const cities = values.province ? citiesOf(values.province).map((c) => ({ value: c.id, label: c.name })) : [];

  return (
    <div className="acc-screen">
      <ScreenHeader title={title} onBack={goBack} />
      <div className="acc-page">
        <StepBar current={step + 1} total={3} labels={STEP_LABELS} />
        <form
          className="ph-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!nextDisabled('business', step, { submitting, captchaVerified: true })) next();
          }}
        >
          {step === 0 ? (
            <>
              <SignupEmailField
                idPrefix="bs-email"
                placeholder="hr@company.ph"
                email={values.email}
                emailToken={values.emailToken}
                error={errors.email ?? errors.emailToken}
                onEmail={(email) => set('email', email)}
                onToken={(token) => set('emailToken', token)}
                onError={(message) => setErrors((e) => ({ ...e, email: message }))}
              />
              <TextField id="bs-password" label="Password" type="password" autoComplete="new-password" value={values.password} onChange={(v) => set('password', v)} error={errors.password} placeholder="8+ characters, a letter and a digit" />
              <TextField id="bs-password2" label="Confirm password" type="password" autoComplete="new-password" value={values.passwordConfirm} onChange={(v) => set('passwordConfirm', v)} error={errors.passwordConfirm} />
              <TextField id="bs-companyName" label="Company name" autoComplete="organization" value={values.companyName} onChange={(v) => set('companyName', v)} error={errors.companyName} maxLength={100} />
              <TextField id="bs-managerName" label="Manager name" autoComplete="name" value={values.managerName} onChange={(v) => set('managerName', v)} error={errors.managerName} maxLength={100} />
              <TextField id="bs-phoneNumber" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" value={values.phoneNumber} onChange={(v) => set('phoneNumber', v)} error={errors.phoneNumber} placeholder="+63 917 123 4567" />
            </>
          ) : (
            <>
              <div className="acc-summary">
                <p>
                  <strong>{values.companyName}</strong> · {values.email}
                </p>
              </div>
              {kind === 'business' ? (
                <TextField
                  id="bs-companyCode"
                  label="Company code (optional)"
                  value={values.companyCode}
                  onChange={(v) => set('companyCode', v)}
                  error={errors.companyCode}
                  maxLength={50}
                  autoComplete="off"
                  placeholder="The invitation code of your master company"
                />
              ) : null}
              <TextField id="bs-landline" label="Landline (optional)" type="tel" inputMode="tel" value={values.landlineNumber} onChange={(v) => set('landlineNumber', v)} error={errors.landlineNumber} placeholder="+63 2 8123 4567" />
              <div className="ph-inline-fields acc-region">
                <Select id="bs-province" label="Province" value={values.province} placeholder="Select" options={PROVINCE_OPTIONS} onChange={(p) => setValues((v) => ({ ...v, province: p, city: '' }))} />
                <Select id="bs-city" label="City" value={values.city} placeholder={values.province ? 'Select' : '-'} options={cities} disabled={!values.province} onChange={(c) => set('city', c)} />
              </div>
              <TextField id="bs-address" label="Detailed address (optional)" value={values.detailAddress} onChange={(v) => set('detailAddress', v)} maxLength={300} />
              <TextField
                id="bs-brn"
                label="Business registration number (optional)"
                value={values.businessRegistrationNumber}
                onChange={(v) => set('businessRegistrationNumber', v)}
                error={errors.businessRegistrationNumber}
                maxLength={16}
              />
              <Select id="bs-specialization" label="Industry (optional)" value={values.specializationCode} placeholder="Select an industry" options={SPECIALIZATIONS} onChange={(v) => set('specializationCode', v)} />
              <Textarea id="bs-mainBusiness" label="Main business (optional)" value={values.mainBusiness} onChange={(v) => set('mainBusiness', v)} max={1000} rows={3} />
              <PolicyAgreement
                withAlarm={false}
                value={{ agreeTerms: values.agreeTerms, agreePrivacy: values.agreePrivacy }}
                onChange={(p) => {
                  setValues((v) => ({ ...v, agreeTerms: p.agreeTerms, agreePrivacy: p.agreePrivacy }));
                  setErrors((e) => ({ ...e, agreeTerms: undefined }));
                }}
                error={errors.agreeTerms}
              />
            </>
          )}
          {failure ? (
            <p className="acc-failure" role="alert">
              {failure}
            </p>
          ) : null}
          <BottomBar label="Sign-up steps">
            <Button type="submit" size="lg" block disabled={nextDisabled('business', step, { submitting, captchaVerified: true })} loading={submitting}>
              {step === 1 ? 'Sign up' : 'Next'}
            </Button>
          </BottomBar>
        </form>
        {step === 0 ? (
          <p className="acc-links">
            Already have an account? <Link to="/enter">Login</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

