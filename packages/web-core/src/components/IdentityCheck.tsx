import { useState } from 'react';
import { AUTH_ERRORS } from '@phjobs/contracts/messages';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { ApiError } from '@phjobs/web-core/api';
import { sendEmailCode, verifyEmailCode, verifyIdentity } from '@phjobs/web-core/verification-calls';
import { CodeVerifier } from './CodeVerifier';
import './verification.css';

const LOGIN_FAILED = AUTH_ERRORS.invalidLogin.message;

/**
 * The identity check before password change, withdrawal and member-info edit (step 1 of each, for
 * individuals and companies): members with a password re-enter it; social members prove their
 * e-mail with a code. Answers a certify token (POST /api/auth/verifyIdentity).
 */
export function IdentityCheck({ email, hasPassword, onCertified, submitLabel = 'Confirm' }: { email: string; hasPassword: boolean; onCertified: (certifyToken: string) => void; submitLabel?: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const certify = async (body: { password: string } | { emailVerificationToken: string }) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await verifyIdentity(body);
      onCertified(answer.certifyToken);
    } catch (e) {
      setError(e instanceof ApiError && (e.status === 401 || e.code === 'auth/invalid-login') ? LOGIN_FAILED : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  if (!hasPassword) {
    return (
      <div className="ph-form">
        <p className="ph-muted">To confirm it is you, we send a code to your e-mail.</p>
        <CodeVerifier
          idPrefix="idc"
          channel="email"
          beforeSend={() => true}
          send={() => sendEmailCode(email, 'identity')}
          verify={(code, id) => verifyEmailCode(id, code)}
          verified={false}
          onVerified={(token) => void certify({ emailVerificationToken: token })}
        >
          <input className="ph-input" value={email} disabled aria-label="E-mail" />
        </CodeVerifier>
        {error ? (
          <p className="ph-failure" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className="ph-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!password) {
          setError('Password is a required input.');
          return;
        }
        void certify({ password });
      }}
    >
      <p className="ph-muted">To confirm it is you, please enter your current password.</p>
      <TextField id="idc-password" label="Current password" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
      {error ? (
        <p className="ph-failure" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
