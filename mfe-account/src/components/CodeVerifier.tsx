import { useState, type ReactNode } from 'react';
import type { SendCodeResponse, VerifyCodeResponse } from '@phjobs/contracts/account';
import { Button } from '@phjobs/ui/components/Button';
import { formatCountdown } from '@phjobs/ui/countdown';
import { useCountdown } from '@phjobs/ui/useCountdown';
import {
  CODE_EXPIRED,
  CODE_PLACEHOLDER,
  CODE_TTL_SECONDS,
  RESEND_INTERVAL_SECONDS,
  isSixDigits,
  resendThrottled,
  resendWait,
  sendErrorMessage,
  verifyErrorMessage,
} from '../domain/verification';

export type CodeVerifierProps = {
  idPrefix: string;
  channel: 'email' | 'sms';
  /** The target input (e-mail or phone), shown left of the send button. */
  children: ReactNode;
  /** Checks the target before sending; false when it is not usable (the parent shows why). */
  beforeSend: () => boolean;
  send: () => Promise<SendCodeResponse>;
  verify: (code: string, verificationId: string) => Promise<VerifyCodeResponse>;
  verified: boolean;
  onVerified: (token: string) => void;
  /** A send error the parent handles itself (e-mail taken, captcha expired): return true. */
  onSendError?: (error: unknown) => boolean;
  /** Sending is not possible yet (e.g. the captcha is not solved). */
  sendDisabled?: boolean;
  verifiedText?: string;
  /** A code already sent by another call (Forgot password step 0): start with its countdown. */
  initialSent?: SendCodeResponse | null;
  /** Told about every code this component sends. */
  onSent?: (answer: SendCodeResponse) => void;
};

type Sent = { verificationId: string; sentAt: number; expiresAt: number; resendAfter: number };

/**
 * 'Get code' (then 'Resend'), a 6-digit code input with a minutes:seconds countdown of the code's
 * 300 seconds, 'Verify'. Resending before the throttle allows shows 'To prevent frequent resend,
 * please try after {n} seconds'; a code whose time is over shows 'Code is expired. Resend to verify'.
 */
const sentOf = (answer: SendCodeResponse, now: number): Sent => ({
  verificationId: answer.verificationId,
  sentAt: now,
  expiresAt: now + (answer.expiresIn || CODE_TTL_SECONDS) * 1000,
  resendAfter: answer.resendAfter ?? RESEND_INTERVAL_SECONDS,
});

export function CodeVerifier({ idPrefix, channel, children, beforeSend, send, verify, verified, onVerified, onSendError, sendDisabled, verifiedText, initialSent, onSent }: CodeVerifierProps) {
  const [sent, setSent] = useState<Sent | null>(() => (initialSent ? sentOf(initialSent, Date.now()) : null));
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const left = useCountdown(sent && !verified ? sent.expiresAt : null);
  const expired = !!sent && !verified && left === 0;

  const onSend = async () => {
    setMessage(null);
    if (!beforeSend()) return;
    if (sent) {
      const wait = resendWait(sent.sentAt, sent.resendAfter, Date.now());
      if (wait > 0) {
        setMessage(resendThrottled(wait));
        return;
      }
    }
    setBusy('send');
    try {
      const answer = await send();
      setSent(sentOf(answer, Date.now()));
      onSent?.(answer);
      setCode('');
    } catch (error) {
      if (!onSendError?.(error)) setMessage(sendErrorMessage(error, channel));
    } finally {
      setBusy(null);
    }
  };

  const onVerify = async () => {
    if (!sent) return;
    setMessage(null);
    if (expired) {
      setMessage(CODE_EXPIRED);
      return;
    }
    if (!isSixDigits(code)) {
      setMessage(CODE_PLACEHOLDER);
      return;
    }
    setBusy('verify');
    try {
      const answer = await verify(code.trim(), sent.verificationId);
      onVerified(answer.verificationToken);
      setSent(null);
    } catch (error) {
      setMessage(verifyErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="acc-verify">
      <div className="acc-verify__row">
        <div className="acc-verify__target">{children}</div>
        <Button variant="outline" className="acc-verify__send" onClick={() => void onSend()} loading={busy === 'send'} disabled={verified || sendDisabled}>
          {sent ? 'Resend' : 'Get code'}
        </Button>
      </div>
      {verified ? (
        <p className="acc-verified" role="status">
          ✓ {verifiedText ?? 'Verified'}
        </p>
      ) : null}
      {sent && !verified ? (
        <div className="acc-verify__row">
          <div className="acc-verify__code">
            <label className="ph-visually-hidden" htmlFor={`${idPrefix}-code`}>
              Verification code
            </label>
            <input
              id={`${idPrefix}-code`}
              className="ph-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={CODE_PLACEHOLDER}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
            <span className={`acc-countdown${expired ? ' acc-countdown--over' : ''}`} aria-label="Time left">
              {formatCountdown(left)}
            </span>
          </div>
          <Button className="acc-verify__send" onClick={() => void onVerify()} loading={busy === 'verify'} disabled={expired}>
            Verify
          </Button>
        </div>
      ) : null}
      {expired && !message ? (
        <p className="ph-field__error" role="alert">
          {CODE_EXPIRED}
        </p>
      ) : null}
      {message ? (
        <p className="ph-field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
