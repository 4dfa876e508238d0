import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '@phjobs/web-core/api';
import { Async } from '@phjobs/ui/components/Async';
import { Button } from '@phjobs/ui/components/Button';
import { Checkbox } from '@phjobs/ui/components/Field';
import { useSession } from '@phjobs/web-core/session';
import { useApiQuery } from '@phjobs/web-core/query';
import { getUserInfo, withdraw } from '../../api/account';
import { IdentityCheck } from '@phjobs/web-core/components/IdentityCheck';
import { ScreenHeader } from '../../components/ScreenHeader';
import { Select } from '@phjobs/ui/components/Select';

const REASONS = ['I found a job', 'I do not use the service any more', 'Too many e-mails or notifications', 'I have another account', 'Other'].map((r) => ({ value: r, label: r }));

/**
 * /myPage/userInfo/withdraw: step 2 after the identity check (RequireCertified gives its token;
 * asked again here when it has expired): notice and agreement, withdraw, then
 * /myPage/userInfo/withdraw/done.
 */
export function Withdraw({ certifyToken: initialToken }: { certifyToken: string }) {
  const navigate = useNavigate();
  const state = useApiQuery(['account', 'getUserInfo'], (signal) => getUserInfo(signal));
  const [certifyToken, setCertifyToken] = useState<string | null>(initialToken);
  const [agreed, setAgreed] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!certifyToken || !agreed) return;
    setBusy(true);
    setFailure(null);
    try {
      await withdraw(certifyToken, reason || undefined);
      // The done page ends the session when it shows: logging out here, while this guarded screen is
      // still mounted (the done screen loads lazily), sent the member to /enter instead.
      navigate('/myPage/userInfo/withdraw/done', { replace: true, state: { withdrawn: true } });
    } catch (error) {
      if (error instanceof ApiError && error.fields?.certifyToken) setCertifyToken(null);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ph-page">
      <ScreenHeader title="Withdraw" />
      <Async state={state}>
        {(u) => (
          <div className="acc-page">
            <section className="acc-notice">
              <h2 className="acc-step-title">Before you go</h2>
              <ul>
                <li>You can no longer log in with {u.email}.</li>
                <li>Your resumes are no longer shown to companies, and open chats are closed.</li>
                <li>Posts and comments you wrote in the community stay, without your name.</li>
              </ul>
            </section>
            <Select id="wd-reason" label="Reason (optional)" value={reason} placeholder="Choose a reason" options={REASONS} onChange={setReason} />
            <Checkbox checked={agreed} onChange={setAgreed}>
              I have read the notice and want to withdraw.
            </Checkbox>
            {!certifyToken ? (
              <>
                <p className="acc-failure" role="alert">
                  Your identity check has expired. Confirm it again to withdraw.
                </p>
                <IdentityCheck email={u.email} hasPassword={u.signInProvider === 'password'} onCertified={setCertifyToken} submitLabel="Confirm identity" />
              </>
            ) : (
              <>
                <p className="acc-verified">✓ Identity confirmed</p>
                {failure ? (
                  <p className="acc-failure" role="alert">
                    {failure}
                  </p>
                ) : null}
                <Button variant="danger" size="lg" block disabled={!agreed} loading={busy} onClick={() => void submit()}>
                  Withdraw
                </Button>
              </>
            )}
          </div>
        )}
      </Async>
    </div>
  );
}

const withdrawnOf = (state: unknown): boolean => !!state && typeof state === 'object' && 'withdrawn' in state && state.withdrawn === true;

/** /myPage/userInfo/withdraw/done: only after a withdrawal (typed, it leads to the member info); ends the local session. */
export function WithdrawDone() {
  const logout = useSession((s) => s.logout);
  const withdrawn = withdrawnOf(useLocation().state);
  useEffect(() => {
    if (withdrawn) void logout();
  }, [logout, withdrawn]);
  if (!withdrawn) return <Navigate to="/myPage/userInfo" replace />;
  return (
    <div className="acc-page acc-done">
      <div className="acc-done__mark" aria-hidden="true">
        ✓
      </div>
      <h1 className="acc-title">Your account was withdrawn</h1>
      <p className="ph-muted">Thank you for using PH Jobs. We hope to see you again.</p>
      <Link to="/" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
        Home
      </Link>
    </div>
  );
}
