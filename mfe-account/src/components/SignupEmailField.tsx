import { ApiError } from '@phjobs/web-core/api';
import { sendEmailCode, verifyEmailCode } from '../api/account';
import { EMAIL_FORMAT, isEmail } from '../domain/loginForm';
import { EMAIL_TAKEN_ALERT } from '../domain/signupForm';
import { CodeVerifier } from '@phjobs/web-core/components/CodeVerifier';
import { FieldError } from '@phjobs/ui/components/Field';

const EMAIL_REQUIRED = 'Email is a required input.';

/**
 * The sign-up e-mail with its verification code (individual, business and master sign-up): checks
 * the address before sending, and on a taken e-mail alerts 'alraedy used ID, Please another email'
 * and clears it. A verified address is locked until 'Change e-mail'.
 */
export function SignupEmailField(props: {
  idPrefix: string;
  placeholder: string;
  email: string;
  emailToken: string | null;
  error: string | undefined;
  onEmail(email: string): void;
  onToken(token: string | null): void;
  onError(message: string | undefined): void;
}) {
  const { idPrefix, placeholder, email, emailToken, error, onEmail, onToken, onError } = props;
  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor={idPrefix}>
        E-mail
      </label>
      <CodeVerifier
        idPrefix={idPrefix}
        channel="email"
        beforeSend={() => {
          const message = !email.trim() ? EMAIL_REQUIRED : !isEmail(email) ? EMAIL_FORMAT : undefined;
          onError(message);
          return !message;
        }}
        send={() => sendEmailCode(email.trim(), 'signup')}
        verify={(code, id) => verifyEmailCode(id, code)}
        verified={!!emailToken}
        verifiedText="E-mail verified"
        onVerified={(token) => onToken(token)}
        onSendError={(sendError) => {
          if (sendError instanceof ApiError && sendError.code === 'auth/email-already-exists') {
            window.alert(EMAIL_TAKEN_ALERT);
            onEmail('');
            return true;
          }
          return false;
        }}
      >
        <input
          id={idPrefix}
          className={`ph-input${error ? ' ph-input--invalid' : ''}`}
          type="email"
          autoComplete="email"
          placeholder={placeholder}
          value={email}
          disabled={!!emailToken}
          onChange={(e) => onEmail(e.target.value)}
        />
      </CodeVerifier>
      {emailToken ? (
        <button type="button" className="ph-text-btn acc-left" onClick={() => onToken(null)}>
          Change e-mail
        </button>
      ) : null}
      <FieldError>{error}</FieldError>
    </div>
  );
}
