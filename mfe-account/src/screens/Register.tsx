import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@phjobs/ui/api';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { isLoginAnswer, useSession } from '@phjobs/ui/session';
import { postSignup } from '../api/account';
import { EMAIL_TAKEN_ALERT, emptySignup, loginTypeOfSignup, signupRequest, validateSignup, type SignupErrors, type SignupKind, type SignupValues } from '../domain/signupForm';

const TITLES: Record<SignupKind, string> = { individual: 'Sign up', business: 'Business sign up', master: 'Master sign up' };

/** /register/individual, /register/business, /register/master: the basic sign-up, then logged in. */
export function Register({ kind }: { kind: SignupKind }) {
  const [values, setValues] = useState<SignupValues>(emptySignup);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submitting = useRef(false);
  const accept = useSession((s) => s.accept);
  const login = useSession((s) => s.login);
  const set = (key: keyof SignupValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting.current) return;
    const found = validateSignup(kind, values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    const { path, body } = signupRequest(kind, values);
    submitting.current = true;
    setBusy(true);
    try {
      const answer = await postSignup(path, body);
      // after a 2xx the user is logged in automatically
      if (isLoginAnswer(answer)) accept(answer);
      else await login(body.email ?? '', values.password, loginTypeOfSignup(kind));
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'auth/email-already-exists') {
        window.alert(EMAIL_TAKEN_ALERT);
        setValues((v) => ({ ...v, email: '' }));
      } else if (error instanceof ApiError && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).filter(([k]) => k in values)) as SignupErrors);
        setFailure(error.message);
      } else {
        setFailure(error instanceof Error ? error.message : 'Sign-up failed.');
      }
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="acc-page acc-done">
        <h1 className="acc-title">Welcome to PH Jobs!</h1>
        <p className="ph-muted">Your account is ready and you are logged in.</p>
        {kind === 'individual' ? (
          <Link to="/ad/all" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
            View All Matching Jobs
          </Link>
        ) : (
          <Link to="/myPage" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
            Go to my page
          </Link>
        )}
        <Link to="/" className="ph-btn ph-btn--outline ph-btn--lg ph-btn--block">
          Home
        </Link>
      </div>
    );
  }

  return (
    <div className="acc-page">
      <h1 className="acc-title">{TITLES[kind]}</h1>
      <form className="ph-form acc-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField id="su-email" label="E-mail" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} placeholder="you@example.ph" />
        <TextField id="su-password" label="Password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} placeholder="8+ characters, a letter and a digit" />
        {kind === 'individual' ? (
          <TextField id="su-fullName" label="Full name" autoComplete="name" value={values.fullName} onChange={set('fullName')} error={errors.fullName} maxLength={100} />
        ) : (
          <>
            <TextField id="su-companyName" label="Company name" autoComplete="organization" value={values.companyName} onChange={set('companyName')} error={errors.companyName} maxLength={100} />
            <TextField id="su-managerName" label="Manager name" autoComplete="name" value={values.managerName} onChange={set('managerName')} error={errors.managerName} maxLength={100} />
            <TextField id="su-phoneNumber" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" value={values.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} placeholder="0917 123 4567" />
          </>
        )}
        {failure ? (
          <p className="acc-failure" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" block loading={busy}>
          Sign up
        </Button>
      </form>
      <p className="acc-links">
        Already have an account? <Link to="/enter">Login</Link>
      </p>
    </div>
  );
}
