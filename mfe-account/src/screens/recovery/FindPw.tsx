import { useState } from 'react';
import { Link, useNavigate } from '@phjobs/web-core/router';
import type { SendCodeResponse } from '@phjobs/contracts/account';
import { ApiError } from '@phjobs/web-core/api';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { ChipRadio, TextField } from '@phjobs/ui/components/Field';
import { forgotPassword, resetPassword, verifyEmailCode } from '../../api/account';
import { CodeVerifier } from '@phjobs/web-core/components/CodeVerifier';
import { ScreenHeader } from '../../components/ScreenHeader';
import { StepBar } from '../../components/StepBar';
import { EMAIL_FORMAT, isEmail } from '../../domain/loginForm';
import { newPasswordErrors } from '@phjobs/web-core/components/NewPasswordForm';
import { sendErrorMessage } from '@phjobs/web-core/verification';

type MemberType = 'individual' | 'company' | 'master';
const MEMBER_TYPES: readonly { value: MemberType; label: string }[] = [
  { value: 'individual', label: 'Individual' },
  { value: 'company', label: 'Business' },
  { value: 'master', label: 'Master' },
];

/**
 * /enter/findPw: step 0 member type and e-mail (plus the full name for individuals) -> a code by
 * e-mail; step 1 the code (back returns to step 0); step 2 the new password; then login.
 */
export function FindPw() {
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [type, setType] = useState<MemberType>('individual');
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [sent, setSent] = useState<SendCodeResponse | null>(null);
  /** The request the code in `sent` answered, and when: back from step 1 and Next again reuses a live code. */
  const [sentFor, setSentFor] = useState<{ key: string; at: number } | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const body = () => ({ userType: type, email: email.trim(), fullName: type === 'individual' ? fullName.trim() : undefined });

  const back = () => {
    setFailure(null);
    if (done) navigate('/enter');
    else if (step === 0) navigate(-1);
    else if (step === 1) {
      setStep(0);
      setToken(null);
    } else setStep(1);
  };

  const submitStep0 = async () => {
    const found: Record<string, string | undefined> = {};
    if (!email.trim()) found.email = 'Email is a required input.';
    else if (!isEmail(email)) found.email = EMAIL_FORMAT;
    if (type === 'individual' && !fullName.trim()) found.fullName = 'Full name is a required input.';
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    const key = JSON.stringify(body());
    if (sent && sentFor?.key === key) {
      const elapsed = Math.floor((Date.now() - sentFor.at) / 1000);
      if (elapsed < sent.expiresIn) {
        // the code sent a moment ago is still good: no second mail (and no resend throttle)
        setSent({ ...sent, expiresIn: sent.expiresIn - elapsed, resendAfter: Math.max(0, sent.resendAfter - elapsed) });
        setSentFor({ key, at: Date.now() });
        setStep(1);
        return;
      }
    }
    setBusy(true);
    try {
      setSent(await forgotPassword(body()));
      setSentFor({ key, at: Date.now() });
      setToken(null);
      setStep(1);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 404 ? 'No member matches the information entered.' : sendErrorMessage(error, 'email'));
    } finally {
      setBusy(false);
    }
  };

  const submitStep2 = async () => {
    const found = newPasswordErrors(password, confirm);
    setErrors(found);
    if (Object.values(found).some(Boolean) || !token) return;
    setBusy(true);
    setFailure(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.fields?.verificationToken) {
        setFailure('The verification has expired. Please request a new code.');
        setStep(0);
      } else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="acc-screen">
        <ScreenHeader title="Forgot P/W" onBack={back} />
        <div className="acc-page acc-done">
          <div className="acc-done__mark" aria-hidden="true">
            ✓
          </div>
          <h2 className="acc-title">Your password was changed</h2>
          <p className="ph-muted">Log in with your new password.</p>
          <Link to="/enter" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
            Login
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="acc-screen">
      <ScreenHeader title="Forgot P/W" onBack={back} />
      <div className="acc-page">
        <StepBar current={step + 1} total={3} labels={['Member', 'Verify', 'Password']} />
        {step === 0 ? (
          <form
            className="ph-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submitStep0();
            }}
          >
            <div className="ph-text-field">
              <p className="ph-field__label">Member type</p>
              <ChipRadio label="Member type" options={MEMBER_TYPES} value={type} onChange={(t) => setType(t)} />
            </div>
            <TextField id="fp-email" label="E-mail" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
            {type === 'individual' ? <TextField id="fp-fullName" label="Full name" autoComplete="name" value={fullName} onChange={setFullName} error={errors.fullName} maxLength={100} /> : null}
            {failure ? (
              <p className="acc-failure" role="alert">
                {failure}
              </p>
            ) : null}
            <BottomBar>
              <Button type="submit" size="lg" block loading={busy}>
                Send code
              </Button>
            </BottomBar>
          </form>
        ) : step === 1 ? (
          <div className="ph-form">
            <p className="ph-muted">We sent a 6-digit code to {email.trim()}.</p>
            <CodeVerifier
              idPrefix="fp"
              channel="email"
              initialSent={sent}
              onSent={(answer) => {
                setSent(answer);
                setSentFor({ key: JSON.stringify(body()), at: Date.now() });
              }}
              beforeSend={() => true}
              send={() => forgotPassword(body())}
              verify={(code, id) => verifyEmailCode(id, code)}
              verified={!!token}
              verifiedText="E-mail verified"
              onVerified={setToken}
            >
              <input className="ph-input" value={email.trim()} disabled aria-label="E-mail" />
            </CodeVerifier>
            <BottomBar>
              <Button size="lg" block disabled={!token} onClick={() => setStep(2)}>
                Next
              </Button>
            </BottomBar>
          </div>
        ) : (
          <form
            className="ph-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submitStep2();
            }}
          >
            <TextField id="fp-password" label="New password" type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} placeholder="8+ characters, a letter and a digit" />
            <TextField id="fp-confirm" label="Confirm new password" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
            {failure ? (
              <p className="acc-failure" role="alert">
                {failure}
              </p>
            ) : null}
            <BottomBar>
              <Button type="submit" size="lg" block loading={busy}>
                Change password
              </Button>
            </BottomBar>
          </form>
        )}
      </div>
    </div>
  );
}
