import { useEffect, useRef, useState } from 'react';
import type { CaptchaChallenge } from '@phjobs/contracts/account';
import { causeOf } from '@phjobs/ui/cause';
import { Button } from '@phjobs/ui/components/Button';
import { Spinner } from '@phjobs/ui/components/Spinner';
import { getCaptcha, verifyCaptcha } from '@phjobs/web-core/verification-calls';
import './verification.css';

type Grecaptcha = { render: (el: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void }) => number };
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/**
 * The captcha of sign-up step 2 and of the phone checks: shown until it is verified. The built-in
 * captcha (embedded default) is a question checked by services/account; with reCAPTCHA configured,
 * Google's widget is rendered with the site key and its response token is the pass.
 */
export function Captcha({ onVerified }: { onVerified: (token: string) => void }) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [nonce, setNonce] = useState(0);
  const widget = useRef<HTMLDivElement>(null);
  // a new question: the load error goes with the old one, and the effect below fetches again
  const reload = () => {
    setLoadError(null);
    setNonce((n) => n + 1);
  };

  useEffect(() => {
    const controller = new AbortController();
    getCaptcha().then(
      (c) => !controller.signal.aborted && setChallenge(c),
      (e: unknown) => !controller.signal.aborted && setLoadError(causeOf(e)),
    );
    return () => controller.abort();
  }, [nonce]);

  useEffect(() => {
    if (challenge?.provider !== 'recaptcha' || !widget.current) return;
    const el = widget.current;
    const render = () => window.grecaptcha?.render(el, { sitekey: challenge.siteKey, callback: onVerified });
    if (window.grecaptcha) {
      render();
      return;
    }
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    script.async = true;
    script.onload = () => setTimeout(render, 300);
    script.onerror = () => setLoadError('The captcha could not be loaded.');
    document.head.appendChild(script);
  }, [challenge, onVerified]);

  const submit = async () => {
    if (challenge?.provider !== 'builtin') return;
    if (!answer.trim()) {
      setMessage('Please enter the answer.');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const pass = await verifyCaptcha(challenge.challengeId, answer.trim());
      onVerified(pass.token);
    } catch (error) {
      setMessage(causeOf(error).replace(/ \(\d+\)$/, ''));
      setAnswer('');
      reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ph-captcha" aria-label="Captcha">
      <p className="ph-captcha__title">Please verify that you are not a robot</p>
      {loadError ? (
        <div className="ph-captcha__row">
          <p className="ph-field__error" role="alert">
            {loadError}
          </p>
          <Button variant="outline" size="sm" onClick={reload}>
            retry
          </Button>
        </div>
      ) : !challenge ? (
        <Spinner size="sm" />
      ) : challenge.provider === 'recaptcha' ? (
        <div ref={widget} />
      ) : (
        <>
          <p className="ph-captcha__question">{challenge.question}</p>
          <div className="ph-captcha__row">
            <label className="ph-visually-hidden" htmlFor="captcha-answer">
              Captcha answer
            </label>
            <input
              id="captcha-answer"
              className="ph-input"
              value={answer}
              inputMode="numeric"
              autoComplete="off"
              placeholder="Answer"
              onChange={(e) => setAnswer(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void submit();
                }
              }}
            />
            <Button variant="secondary" onClick={() => void submit()} loading={busy}>
              Check
            </Button>
            <Button variant="ghost" size="sm" onClick={reload} aria-label="New question">
              ↻
            </Button>
          </div>
        </>
      )}
      {message ? (
        <p className="ph-field__error" role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}
