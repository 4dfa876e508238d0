import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@phjobs/ui/components/Button';
import { Checkbox } from '@phjobs/ui/components/Field';
import { ApiError } from '@phjobs/web-core/api';
import { useSession } from '@phjobs/web-core/session';
import { withdrawMember } from '../../api/member';
import { TwoSteps, type StepTwo } from './TwoSteps';

/** /myPage/userInfo/withdraw: step 1 identity check, step 2 the notice and Withdraw; success goes to /myPage/userInfo/withdraw/done. */
export function MemberWithdraw() {
  return (
    <TwoSteps title="Withdraw" purpose="Confirm it is you before you withdraw.">
      {(step) => <WithdrawStep {...step} />}
    </TwoSteps>
  );
}

function WithdrawStep({ info, certifyToken, recertify }: StepTwo) {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!agreed) return;
    setBusy(true);
    setFailure(null);
    try {
      await withdrawMember(certifyToken);
      navigate('/myPage/userInfo/withdraw/done', { replace: true, state: { withdrawn: true } });
    } catch (error) {
      if (error instanceof ApiError && error.fields?.certifyToken) recertify();
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ph-form">
      <section className="emp-member__notice">
        <h2 className="emp-member__h2">Before you go</h2>
        <ul>
          <li>You can no longer log in with {info.email}.</li>
          <li>Your job ads end and are no longer shown to job seekers; open chats are closed.</li>
          <li>Applications to your ads are kept only as long as the law requires.</li>
        </ul>
      </section>
      <Checkbox checked={agreed} onChange={setAgreed}>
        I have read the notice and want to withdraw.
      </Checkbox>
      {failure ? (
        <p className="ph-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <Button variant="danger" size="lg" block disabled={!agreed} loading={busy} onClick={() => void submit()}>
        Withdraw
      </Button>
    </div>
  );
}

const withdrawnOf = (state: unknown): boolean => !!state && typeof state === 'object' && 'withdrawn' in state && state.withdrawn === true;

/** /myPage/userInfo/withdraw/done: only after a withdrawal (typed, it leads to the member information); ends the local session. */
export function WithdrawDone() {
  const logout = useSession((s) => s.logout);
  const withdrawn = withdrawnOf(useLocation().state);
  useEffect(() => {
    if (withdrawn) void logout();
  }, [logout, withdrawn]);
  if (!withdrawn) return <Navigate to="/myPage/userInfo" replace />;
  return (
    <div className="ph-page emp-member emp-member__done">
      <div className="emp-member__done-mark" aria-hidden="true">
        ✓
      </div>
      <h1 className="emp-member__h1">Your account was withdrawn</h1>
      <p className="ph-muted">Thank you for using PH Jobs. We hope to see you again.</p>
      <Link to="/" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
        Home
      </Link>
    </div>
  );
}
