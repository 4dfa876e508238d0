import { useRef, useState, type ReactNode } from 'react';
import type { SendCodeResponse, VerifyCodeResponse } from '@phjobs/contracts/account';
import { Button } from '@phjobs/ui/components/Button';
import { Modal, MODAL_FOCUS } from '@phjobs/ui/components/Modal';
import { formatCountdown } from '@phjobs/ui/countdown';
import { useCountdown } from '@phjobs/ui/useCountdown';
import {
  CODE_EXPIRED,
  CODE_PLACEHOLDER,
  CODE_TTL_SECONDS,
  RESEND_INTERVAL_SECONDS,
  SEND_DEBOUNCE_MS,
  isSixDigits,
  resendThrottled,
  resendWait,
  sendErrorMessage,
  throttledSeconds,
  verifyErrorMessage,
} from '@phjobs/web-core/verification';
import './verification.css';

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
  /** A send error the parent handles itself (e-mail taken, captcha expired, SMS daily limit): return true. */
  onSendError?: (error: unknown) => boolean;
  /** Sending is not possible yet (the captcha is not solved, the number does not match the format). */
  sendDisabled?: boolean;
  verifiedText?: string;
  /** A code already sent by another call (Forgot password step 0): start with its countdown. */
  initialSent?: SendCodeResponse | null;
  /** Told about every code this component sends. */
  onSent?: (answer: SendCodeResponse) => void;
  /** The target the codes are for (the phone in E.164): when it changes, a sent code is forgotten ('Get code' again). */
  target?: string;
};

type Sent = { verificationId: string; sentAt: number; expiresAt: number; resendAfter: number };

const sentOf = (answer: SendCodeResponse, now: number): Sent => ({
  verificationId: answer.verificationId,
  sentAt: now,
  expiresAt: now + (answer.expiresIn || CODE_TTL_SECONDS) * 1000,
  resendAfter: answer.resendAfter ?? RESEND_INTERVAL_SECONDS,
});

/**
 * 'Get code' (then 'Resend'), a 6-digit code input with a minutes:seconds countdown of the code's
 * 300 seconds, 'Verify' (then 'Verified', the code locked and the countdown stopped). The send
 * button is debounced 500 ms (leading edge: the first click sends, clicks within 500 ms of the
 * previous one do nothing). Resending before the throttle allows opens a popup 'To prevent frequent
 * resend, please try after {n} seconds' with Confirm; a code whose time is over shows 'Code is
 * expired. Resend to verify'.
 */
export function CodeVerifier({ idPrefix, channel, children, beforeSend, send, verify, verified, onVerified, onSendError, sendDisabled, verifiedText, initialSent, onSent, target }: CodeVerifierProps) {
  const [sent, setSent] = useState<Sent | null>(() => (initialSent ? sentOf(initialSent, Date.now()) : null));
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [throttle, setThrottle] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  /** A code of this component was verified (the row then shows 'Verified'). */
  const [done, setDone] = useState(false);
  const lastClick = useRef(0);

  // a new target (or the parent unverified it): the sent code is not for it, start over
  const [seen, setSeen] = useState({ target, verified });
  if (seen.target !== target || seen.verified !== verified) {
    setSeen({ target, verified });
    if (seen.target !== target || (seen.verified && !verified)) {
      setSent(null);
      setCode('');
      setMessage(null);
      setDone(false);
    }
  }

  const showCode = !!sent && (!verified || done);
  const left = useCountdown(sent && !verified ? sent.expiresAt : null);
  const expired = !!sent && !verified && left === 0;

  const onSend = async () => {
    const now = Date.now();
    const previous = lastClick.current;
    lastClick.current = now;
    if (now - previous < SEND_DEBOUNCE_MS) return;
    setMessage(null);
    if (!beforeSend()) return;
    if (sent) {
      const wait = resendWait(sent.sentAt, sent.resendAfter, now);
      if (wait > 0) {
        setThrottle(resendThrottled(wait));
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
      if (onSendError?.(error)) return;
      if (throttledSeconds(error)) setThrottle(sendErrorMessage(error, channel));
      else setMessage(sendErrorMessage(error, channel));
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
      setDone(true);
      onVerified(answer.verificationToken);
    } catch (error) {
      setMessage(verifyErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="ph-verify">
      <div className="ph-verify__row">
        <div className="ph-verify__target">{children}</div>
        <Button variant="outline" className="ph-verify__send" onClick={() => void onSend()} loading={busy === 'send'} disabled={verified || sendDisabled}>
          {sent ? 'Resend' : 'Get code'}
        </Button>
      </div>
      {showCode ? (
        <div className="ph-verify__row">
          <div className="ph-verify__code">
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
              disabled={verified}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
            {verified ? null : (
              <span className={`ph-countdown${expired ? ' ph-countdown--over' : ''}`} role="timer" aria-label="Time left">
                {formatCountdown(left)}
              </span>
            )}
          </div>
          <Button className="ph-verify__send" onClick={() => void onVerify()} loading={busy === 'verify'} disabled={verified || expired || !code}>
            {verified ? 'Verified' : 'Verify'}
          </Button>
        </div>
      ) : null}
      {verified ? (
        <p className="ph-verified" role="status">
          ✓ {verifiedText ?? 'Verified'}
        </p>
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
      <Modal
        open={throttle !== null}
        title="Notice"
        onClose={() => setThrottle(null)}
        footer={
          <Button size="lg" block onClick={() => setThrottle(null)} {...MODAL_FOCUS}>
            Confirm
          </Button>
        }
      >
        <p className="ph-verify__notice">{throttle}</p>
      </Modal>
    </div>
  );
}
