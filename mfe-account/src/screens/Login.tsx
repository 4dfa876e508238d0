import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@phjobs/web-core/router';
import type { AuthProvidersResponse } from '@phjobs/contracts/account';
import { Button } from '@phjobs/ui/components/Button';
import { Checkbox, TextField } from '@phjobs/ui/components/Field';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { LoginError, useSession } from '@phjobs/web-core/session';
import { useCountdown } from '@phjobs/ui/useCountdown';
import { getProviders } from '../api/account';
import { LOGIN_FAILED, loginTypeOf, tooManyAttempts, validateLogin, type LoginErrors, type LoginTab } from '../domain/loginForm';

const TABS: { value: LoginTab; label: string; sub: string }[] = [
  { value: 'individual', label: 'Individual', sub: 'Finding Jobs' },
  { value: 'business', label: 'Business', sub: 'Finding Talents' },
];

type Provider = AuthProvidersResponse['providers'][number];

/** The path to return to after a login: where RequireIndividual came from, else home. */
function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : null;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/enter') ? from : '/';
}

/** Social login buttons: only the providers GET /api/auth/providers lists (none by default). */
function useProviders(): Provider[] {
  const [providers, setProviders] = useState<Provider[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getProviders(controller.signal).then(
      (answer) => setProviders(Array.isArray(answer?.providers) ? answer.providers : []),
      () => setProviders([]),
    );
    return () => controller.abort();
  }, []);
  return providers;
}

/** /enter: login with the Individual and Business tabs (Business has the Master Account Login toggle). */
export function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const providers = useProviders();
  const login = useSession((s) => s.login);
  const [tab, setTab] = useState<LoginTab>('individual');
  const [master, setMaster] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A 429: too many attempts; when to try again (epoch ms), or null when the answer did not say. */
  const [throttled, setThrottled] = useState<{ until: number | null; seconds: number | null } | null>(null);
  const waitSeconds = useCountdown(throttled?.until ?? null);
  const waiting = !!throttled && throttled.until !== null && waitSeconds > 0;

  const switchTab = (next: LoginTab) => {
    if (next === tab) return;
    // switching the login type resets the form
    setTab(next);
    setMaster(false);
    setEmail('');
    setPassword('');
    setErrors({});
    setFailure(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(tab, email, password);
    setErrors(found);
    setFailure(null);
    if (found.email || found.password || waiting) return;
    setThrottled(null);
    setBusy(true);
    try {
      await login(email.trim(), password, loginTypeOf(tab, master));
      navigate(returnPath(location.state));
    } catch (error) {
      if (error instanceof LoginError && error.status === 429) {
        const seconds = error.retryAfterSeconds;
        setThrottled({ until: seconds === null ? null : Date.now() + seconds * 1000, seconds });
      } else if (error instanceof LoginError && error.status === 0) {
        setFailure('Could not reach the server. Please try again.');
      } else if (error instanceof LoginError && error.status >= 500) {
        setFailure('Something went wrong on our side. Please try again.');
      } else {
        setFailure(LOGIN_FAILED);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="acc-page">
      <h1 className="acc-title">Login</h1>
      <Tabs
        label="Member type"
        className="acc-tabs"
        items={TABS.map((t) => ({
          value: t.value,
          label: (
            <>
              {t.label}
              <span className="acc-tab-sub">({t.sub})</span>
            </>
          ),
        }))}
        value={tab}
        onChange={switchTab}
        panelClassName="acc-tabpanel"
      >
        <form className="ph-form acc-form" onSubmit={(e) => void submit(e)} noValidate>
          {tab === 'business' ? (
            <Checkbox checked={master} onChange={setMaster}>
              Master Account Login
            </Checkbox>
          ) : null}
          <TextField
            id="login-email"
            label={tab === 'individual' ? 'E-mail or ID' : 'E-mail'}
            type={tab === 'individual' ? 'text' : 'email'}
            inputMode="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            error={errors.email}
            placeholder={tab === 'individual' ? 'E-mail or ID' : 'Business e-mail'}
          />
          <TextField id="login-password" label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} placeholder="Password" />
          {failure ? (
            <p className="acc-failure" role="alert">
              {failure}
            </p>
          ) : null}
          {throttled ? (
            // read out once; the visible text counts down
            <div className="acc-failure">
              <p role="alert" className="ph-visually-hidden">
                {tooManyAttempts(throttled.seconds)}
              </p>
              <p aria-hidden="true">{tooManyAttempts(throttled.until === null ? null : waitSeconds)}</p>
            </div>
          ) : null}
          <Button type="submit" size="lg" block loading={busy} disabled={waiting}>
            Login
          </Button>
        </form>
        {tab === 'individual' && providers.length ? (
          <section className="acc-social" aria-label="Social login">
            <p className="acc-social__title">or continue with</p>
            {providers.map((p) => (
              <a key={p.id} className={`ph-btn ph-btn--outline ph-btn--lg ph-btn--block acc-social__btn acc-social__btn--${p.id}`} href={`${p.startUrl}?${new URLSearchParams({ returnTo: returnPath(location.state) })}`}>
                Continue with {p.name}
              </a>
            ))}
          </section>
        ) : null}
      </Tabs>
      <nav className="acc-links" aria-label="Account help">
        <Link to="/enter/findEmail">Forgot ID</Link>
        <span aria-hidden="true">|</span>
        <Link to="/enter/findPw">Forgot P/W</Link>
        <span aria-hidden="true">|</span>
        <Link to="/register" className="acc-links__strong">
          Join now
        </Link>
      </nav>
    </div>
  );
}
