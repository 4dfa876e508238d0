import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@phjobs/web-core/router';
import { Button } from '@phjobs/ui/components/Button';
import { Checkbox } from '@phjobs/ui/components/Field';
import { ApiError } from '@phjobs/web-core/api';
import { useSession } from '@phjobs/web-core/session';
import './verification.css';

const DONE_PATH = '/myPage/userInfo/withdraw/done';

/**
 * Step 2 of the withdrawal on the member information of individuals and companies, after the
 * screen's notice (children): the agreement and Withdraw (POST /api/auth/withdraw with the
 * identity check's certify token); success goes to /myPage/userInfo/withdraw/done, which ends the
 * session (logging out here, while the guarded screen is still mounted, sent the member to /enter).
 * A refused certify token calls onCertifyRefused; `recheck`, when given, stands in place of the
 * button (the identity check asked again), `status` just above it.
 */
export function WithdrawConfirm({
  withdraw,
  onCertifyRefused,
  recheck,
  status,
  children,
}: {
  withdraw: () => Promise<unknown>;
  onCertifyRefused: () => void;
  recheck?: ReactNode;
  status?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!agreed) return;
    setBusy(true);
    setFailure(null);
    try {
      await withdraw();
      navigate(DONE_PATH, { replace: true, state: { withdrawn: true } });
    } catch (error) {
      if (error instanceof ApiError && error.fields?.certifyToken) onCertifyRefused();
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {children}
      <Checkbox checked={agreed} onChange={setAgreed}>
        I have read the notice and want to withdraw.
      </Checkbox>
      {recheck ?? (
        <>
          {status}
          {failure ? (
            <p className="ph-failure" role="alert">
              {failure}
            </p>
          ) : null}
          <Button variant="danger" size="lg" block disabled={!agreed} loading={busy} onClick={() => void submit()}>
            Withdraw
          </Button>
        </>
      )}
    </>
  );
}

const withdrawnOf = (state: unknown): boolean => !!state && typeof state === 'object' && 'withdrawn' in state && state.withdrawn === true;

/**
 * /myPage/userInfo/withdraw/done: only after a withdrawal (typed, it leads to the member
 * information); ends the local session. The classes are the remote's own.
 */
export function WithdrawDone({ classes }: { classes: { page: string; mark: string; title: string } }) {
  const logout = useSession((s) => s.logout);
  const withdrawn = withdrawnOf(useLocation().state);
  useEffect(() => {
    if (withdrawn) void logout();
  }, [logout, withdrawn]);
  if (!withdrawn) return <Navigate to="/myPage/userInfo" replace />;
  return (
    <div className={classes.page}>
      <div className={classes.mark} aria-hidden="true">
        ✓
      </div>
      <h1 className={classes.title}>Your account was withdrawn</h1>
      <p className="ph-muted">Thank you for using PH Jobs. We hope to see you again.</p>
      <Link to="/" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
        Home
      </Link>
    </div>
  );
}
