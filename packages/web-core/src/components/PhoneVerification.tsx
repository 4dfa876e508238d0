import { useState } from 'react';
import { ApiError } from '@phjobs/web-core/api';
import { phMobileE164, phoneMessage, samePhone, SMS_DAILY_LIMIT } from '@phjobs/web-core/verification';
import { sendSmsCode, verifySmsCode } from '@phjobs/web-core/verification-calls';
import { Captcha } from './Captcha';
import { CodeVerifier } from './CodeVerifier';
import './verification.css';

export type PhoneVerificationProps = {
  idPrefix: string;
  label?: string;
  /** The typed number (the field shows '+63' in front: '917 123 4567', '0917…', '+63 917…' all count). */
  phone: string;
  onPhoneChange: (value: string) => void;
  /** The proof of the verified number (verifySms's verificationToken), null while unverified. */
  token: string | null;
  /** The answer to the parent: the proof once the code is verified, null when the number changes. */
  onToken: (token: string | null) => void;
  /** The stored number (member-info edits): while the field holds it, it needs no code. */
  storedPhone?: string | null | undefined;
  /** The parent's message for the field (its submit check, the server's 400 `fields`). */
  error?: string | undefined;
  /** The captcha's pass, when the parent keeps it (sign-up sends it again); else the component keeps it. */
  captchaToken?: string | null;
  onCaptcha?: (token: string | null) => void;
  verifiedText?: string;
};

/**
 * A Philippine mobile number verified by an SMS code (employer.md sections 4, 5 and 8), shared by
 * individuals (sign-up, member info, find e-mail) and companies and branches. Unverified at first;
 * a changed number is unverified again (onToken(null)). 'Get code' is active only for a number of
 * the format (+63 9XX XXX XXXX or 09XX XXX XXXX) with the captcha solved; a touched field shows
 * 'Phone number is a required input.' or 'It does not match the phone number format.'. A 409 on
 * send is the field's 'Daily sms request has exceeded, please try tomorrow.'. Once verified the
 * number is locked ('Change number' unlocks it, unverified).
 */
export function PhoneVerification({ idPrefix, label = 'Phone number', phone, onPhoneChange, token, onToken, storedPhone, error, captchaToken, onCaptcha, verifiedText }: PhoneVerificationProps) {
  const [ownCaptcha, setOwnCaptcha] = useState<string | null>(null);
  const captcha = onCaptcha ? (captchaToken ?? null) : ownCaptcha;
  const setCaptcha = onCaptcha ?? setOwnCaptcha;
  const [touched, setTouched] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const e164 = phMobileE164(phone);
  const isStored = !!storedPhone && samePhone(phone, storedPhone);
  const verified = isStored || !!token;
  // the parent's message (e.g. 'verify first') is stale once the number is verified
  const shown = (touched ? phoneMessage(phone) : undefined) ?? sendError ?? (verified ? undefined : error);

  const change = (value: string) => {
    onPhoneChange(value);
    setSendError(null);
    if (token) onToken(null);
  };

  return (
    <div className="ph-text-field">
      <label className="ph-field__label" htmlFor={`${idPrefix}-phone`}>
        {label}
      </label>
      {!captcha && !verified ? <Captcha onVerified={(pass) => setCaptcha(pass)} /> : null}
      {captcha && !verified ? (
        <p className="ph-verified" role="status">
          ✓ Captcha verified
        </p>
      ) : null}
      <CodeVerifier
        idPrefix={`${idPrefix}-sms`}
        channel="sms"
        target={e164 ?? ''}
        beforeSend={() => {
          setTouched(true);
          return !phoneMessage(phone);
        }}
        sendDisabled={!captcha || !e164}
        send={() => sendSmsCode(e164 ?? '', captcha ?? '')}
        verify={(code, verificationId) => verifySmsCode(e164 ?? '', code, verificationId)}
        verified={verified}
        onVerified={(proof) => onToken(proof)}
        verifiedText={verifiedText ?? (isStored ? 'Verified number' : 'Phone number verified')}
        onSendError={(e) => {
          if (e instanceof ApiError && e.code === 'captcha/invalid') {
            setCaptcha(null);
            return true;
          }
          if (e instanceof ApiError && e.status === 409) {
            setSendError(SMS_DAILY_LIMIT);
            return true;
          }
          return false;
        }}
      >
        <div className={`ph-phone${shown ? ' ph-phone--invalid' : ''}`}>
          <span className="ph-phone__prefix">+63</span>
          <input
            id={`${idPrefix}-phone`}
            className="ph-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="917 123 4567"
            value={phone}
            disabled={!!token}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${idPrefix}-phone-error` : undefined}
            onChange={(e) => change(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </div>
      </CodeVerifier>
      {token ? (
        <button type="button" className="ph-text-btn ph-phone__change" onClick={() => onToken(null)}>
          Change number
        </button>
      ) : null}
      {shown ? (
        <p className="ph-field__error" id={`${idPrefix}-phone-error`} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
