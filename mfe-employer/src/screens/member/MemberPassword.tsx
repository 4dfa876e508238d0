import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { ApiError } from '@phjobs/web-core/api';
import { useSession } from '@phjobs/web-core/session';
import { changePassword } from '../../api/member';
import { isStrongPassword, PASSWORD_POLICY_MESSAGE } from './member-rules';
import { TwoSteps, type StepTwo } from './TwoSteps';

/** /myPage/userInfo/pw: step 1 identity check, step 2 the new password; success logs out and goes to /enter. */
export function MemberPassword() {
  return (
    <TwoSteps title="Change password" purpose="Enter your current password first.">
      {(step) => (step.info.provider === 'password' ? <PasswordForm {...step} /> : <p className="emp-member__note">You log in with {step.info.provider}: there is no password to change.</p>)}
    </TwoSteps>
  );
}

function PasswordForm({ certifyToken, recertify }: StepTwo) {
  const navigate = useNavigate();
  const logout = useSession((s) => s.logout);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found: { password?: string; confirm?: string } = {};
    if (!password) found.password = 'Password is a required input.';
    else if (!isStrongPassword(password)) found.password = PASSWORD_POLICY_MESSAGE;
    if (password && confirm !== password) found.confirm = 'The passwords do not match.';
    setErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      await changePassword(certifyToken, password);
      navigate('/enter', { replace: true });
      await logout();
    } catch (error) {
      if (error instanceof ApiError && error.fields?.certifyToken) recertify();
      else if (error instanceof ApiError && error.fields?.password) setErrors({ password: error.fields.password });
      else setErrors({ password: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ph-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField id="pw-new" label="New password" type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} placeholder="8+ characters, a letter and a digit" />
      <TextField id="pw-confirm" label="Confirm new password" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
      <p className="ph-muted">After the change you are logged out everywhere and log in again with the new password.</p>
      <Button type="submit" size="lg" block loading={busy}>
        Change password
      </Button>
    </form>
  );
}
