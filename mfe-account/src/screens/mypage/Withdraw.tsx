import { useState } from 'react';
import { Async } from '@phjobs/ui/components/Async';
import { useApiQuery } from '@phjobs/web-core/query';
import { getUserInfo, withdraw } from '../../api/account';
import { IdentityCheck } from '@phjobs/web-core/components/IdentityCheck';
import { WithdrawConfirm, WithdrawDone as Done } from '@phjobs/web-core/components/Withdraw';
import { ScreenHeader } from '../../components/ScreenHeader';
import { Select } from '@phjobs/ui/components/Select';

const REASONS = ['I found a job', 'I do not use the service any more', 'Too many e-mails or notifications', 'I have another account', 'Other'].map((r) => ({ value: r, label: r }));

/**
 * /myPage/userInfo/withdraw: step 2 after the identity check (RequireCertified gives its token;
 * asked again here when it has expired): notice and agreement, withdraw, then
 * /myPage/userInfo/withdraw/done.
 */
export function Withdraw({ certifyToken: initialToken }: { certifyToken: string }) {
  const state = useApiQuery(['account', 'getUserInfo'], (signal) => getUserInfo(signal));
  const [certifyToken, setCertifyToken] = useState<string | null>(initialToken);
  const [reason, setReason] = useState('');

  return (
    <div className="ph-page">
      <ScreenHeader title="Withdraw" />
      <Async state={state}>
        {(u) => (
          <div className="acc-page">
            <WithdrawConfirm
              withdraw={() => withdraw(certifyToken ?? '', reason || undefined)}
              onCertifyRefused={() => setCertifyToken(null)}
              status={<p className="acc-verified">✓ Identity confirmed</p>}
              recheck={
                certifyToken ? undefined : (
                  <>
                    <p className="acc-failure" role="alert">
                      Your identity check has expired. Confirm it again to withdraw.
                    </p>
                    <IdentityCheck email={u.email} hasPassword={u.signInProvider === 'password'} onCertified={setCertifyToken} submitLabel="Confirm identity" />
                  </>
                )
              }
            >
              <section className="acc-notice">
                <h2 className="acc-step-title">Before you go</h2>
                <ul>
                  <li>You can no longer log in with {u.email}.</li>
                  <li>Your resumes are no longer shown to companies, and open chats are closed.</li>
                  <li>Posts and comments you wrote in the community stay, without your name.</li>
                </ul>
              </section>
              <Select id="wd-reason" label="Reason (optional)" value={reason} placeholder="Choose a reason" options={REASONS} onChange={setReason} />
            </WithdrawConfirm>
          </div>
        )}
      </Async>
    </div>
  );
}

/** /myPage/userInfo/withdraw/done: only after a withdrawal (typed, it leads to the member info); ends the local session. */
export function WithdrawDone() {
  return <Done classes={{ page: 'acc-page acc-done', mark: 'acc-done__mark', title: 'acc-title' }} />;
}
