import { useState } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import { PASSWORD_POLICY, PASSWORD_POLICY_MESSAGE } from '@phjobs/contracts/messages';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { ApiError } from '@phjobs/web-core/api';
import { useSession } from '@phjobs/web-core/session';
import './verification.css';

export type NewPasswordErrors = { password?: string; confirm?: string };

/** The password policy of the contracts (8 to 128 characters, a letter and a digit). */
export const isStrongPassword = (password: string): boolean =>
  password.length >= PASSWORD_POLICY.minLength && password.length <= PASSWORD_POLICY.maxLength && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);

/** The checks of a new password and its confirmation, before it is sent. */
export function newPasswordErrors(password: string, confirm: string): NewPasswordErrors {
  const found: NewPasswordErrors = {};
  if (!password) found.password = 'Password is a required input.';
  else if (!isStrongPassword(password)) found.password = PASSWORD_POLICY_MESSAGE;
  if (password && confirm !== password) found.confirm = 'The passwords do not match.';
  return found;
}

/**
 * Step 2 of the password change on the member information of individuals and companies (PUT
 * /api/auth/password with the identity check's certify token): the new password twice; every
 * session ends, so success goes to /enter and logs out. A refused certify token calls
 * onCertifyRefused (the screen asks the identity check again).
 */
export function NewPasswordForm({ change, onCertifyRefused, className = 'ph-form' }: { change: (password: string) => Promise<unknown>; onCertifyRefused: () => void; className?: string }) {
  const navigate = useNavigate();
  const logout = useSession((s) => s.logout);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = newPasswordErrors(password, confirm);
    setErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    setFailure(null);
    try {
      await change(password);
      navigate('/enter', { replace: true });
      await logout();
    } catch (error) {
      if (error instanceof ApiError && error.fields?.certifyToken) onCertifyRefused();
      else if (error instanceof ApiError && error.fields?.password) setErrors({ password: error.fields.password });
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField id="pw-new" label="New password" type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} placeholder="8+ characters, a letter and a digit" />
      <TextField id="pw-confirm" label="Confirm new password" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
      <p className="ph-muted">After the change you are logged out everywhere and log in again with the new password.</p>
      {failure ? (
        <p className="ph-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy}>
        Change password
      </Button>
    </form>
  );
}
