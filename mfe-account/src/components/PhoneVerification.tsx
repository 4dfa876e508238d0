import { ApiError } from '@phjobs/web-core/api';
import { sendSmsCode, verifySmsCode } from '../api/account';
import { phoneE164 } from '../domain/individualSignup';
import { Captcha } from './Captcha';
import { CodeVerifier } from './CodeVerifier';

/**
 * A Philippine phone number (+63 prefix) verified by an SMS code. Sending needs the captcha's pass
 * token: the captcha is shown until it is verified; a pass that the service refuses (expired, used
 * for another number) brings a new captcha.
 */
export function PhoneVerification({
  idPrefix,
  phone,
  onPhoneChange,
  phoneError,
  beforeSend,
  verified,
  onVerified,
  captchaToken,
  onCaptcha,
  label = 'Phone number',
  onChangeNumber,
}: {
  idPrefix: string;
  phone: string;
  onPhoneChange: (value: string) => void;
  phoneError?: string | undefined;
  beforeSend: () => boolean;
  verified: boolean;
  onVerified: (token: string) => void;
  captchaToken: string | null;
  onCaptcha: (token: string | null) => void;
  label?: string;
  /** Offers 'Change number' while verified (member-info edit: the stored number counts as verified). */
  onChangeNumber?: () => void;
}) {
  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor={`${idPrefix}-phone`}>
        {label}
      </label>
      {!captchaToken && !verified ? <Captcha onVerified={(token) => onCaptcha(token)} /> : null}
      {captchaToken && !verified ? (
        <p className="acc-verified" role="status">
          ✓ Captcha verified
        </p>
      ) : null}
      <CodeVerifier
        idPrefix={`${idPrefix}-sms`}
        channel="sms"
        beforeSend={beforeSend}
        sendDisabled={!captchaToken}
        send={() => sendSmsCode(phoneE164(phone), captchaToken ?? '')}
        verify={(code, verificationId) => verifySmsCode(phoneE164(phone), code, verificationId)}
        verified={verified}
        onVerified={onVerified}
        verifiedText={onChangeNumber ? 'Verified number' : 'Phone number verified'}
        onSendError={(error) => {
          if (error instanceof ApiError && error.code === 'captcha/invalid') {
            onCaptcha(null);
            return false;
          }
          return false;
        }}
      >
        <div className={`acc-phone${phoneError ? ' acc-phone--invalid' : ''}`}>
          <span className="acc-phone__prefix">+63</span>
          <input
            id={`${idPrefix}-phone`}
            className="ph-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="917 123 4567"
            value={phone}
            disabled={verified}
            aria-invalid={phoneError ? true : undefined}
            onChange={(e) => onPhoneChange(e.target.value)}
          />
        </div>
      </CodeVerifier>
      {verified && onChangeNumber ? (
        <button type="button" className="ph-text-btn acc-left" onClick={onChangeNumber}>
          Change number
        </button>
      ) : null}
      {phoneError ? (
        <p className="ph-field__error" role="alert">
          {phoneError}
        </p>
      ) : null}
    </div>
  );
}
