import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@phjobs/web-core/api';
import { Async } from '@phjobs/ui/components/Async';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { useSession } from '@phjobs/web-core/session';
import { useApiQuery } from '@phjobs/web-core/query';
import { changePassword, getUserInfo } from '../../api/account';
import { IdentityCheck } from '@phjobs/web-core/components/IdentityCheck';
import { ScreenHeader } from '../../components/ScreenHeader';
import { isStrongPassword } from '../../domain/individualSignup';
import { PASSWORD_POLICY } from '../../domain/signupForm';

/**
 * /myPage/userInfo/pw: password change, only for members who log in with a password. Step 2 after
 * the identity check (RequireCertified gives its token; asked again here when it has expired),
 * then the new password; every session ends, so success goes to /enter.
 */
export function ChangePassword({ certifyToken: initialToken }: { certifyToken: string }) {
  const navigate = useNavigate();
  const logout = useSession((s) => s.logout);
  const state = useApiQuery(['account', 'getUserInfo'], (signal) => getUserInfo(signal));
  const [certifyToken, setCertifyToken] = useState<string | null>(initialToken);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found: { password?: string; confirm?: string } = {};
    if (!password) found.password = 'Password is a required input.';
    else if (!isStrongPassword(password)) found.password = PASSWORD_POLICY;
    if (password && confirm !== password) found.confirm = 'The passwords do not match.';
    setErrors(found);
    if (found.password || found.confirm || !certifyToken) return;
    setBusy(true);
    setFailure(null);
    try {
      await changePassword(certifyToken, password);
      navigate('/enter', { replace: true });
      await logout();
    } catch (error) {
      if (error instanceof ApiError && error.fields?.certifyToken) setCertifyToken(null);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ph-page">
      <ScreenHeader title="Change password" />
      <Async state={state}>
        {(u) =>
          u.signInProvider !== 'password' ? (
            <div className="acc-page">
              <p className="acc-summary">You log in with {u.signInProvider}: there is no PH Jobs password to change.</p>
              <Link to="/myPage/userInfo">Back to member info</Link>
            </div>
          ) : !certifyToken ? (
            <div className="acc-page">
              <p className="acc-failure" role="alert">
                Your identity check has expired. Confirm it again to change your password.
              </p>
              <IdentityCheck email={u.email} hasPassword onCertified={setCertifyToken} submitLabel="Next" />
            </div>
          ) : (
            <form
              className="acc-page ph-form"
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
                <p className="acc-failure" role="alert">
                  {failure}
                </p>
              ) : null}
              <Button type="submit" size="lg" block loading={busy}>
                Change password
              </Button>
            </form>
          )
        }
      </Async>
    </div>
  );
}
