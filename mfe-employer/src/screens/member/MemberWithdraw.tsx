import { WithdrawConfirm, WithdrawDone as Done } from '@phjobs/web-core/components/Withdraw';
import { withdrawMember } from '../../api/member';
import { TwoSteps } from './TwoSteps';

/** /myPage/userInfo/withdraw: step 1 identity check, step 2 the notice and Withdraw; success goes to /myPage/userInfo/withdraw/done. */
export function MemberWithdraw() {
  return (
    <TwoSteps title="Withdraw" purpose="Confirm it is you before you withdraw.">
      {({ info, certifyToken, recertify }) => (
        <div className="ph-form">
          <WithdrawConfirm withdraw={() => withdrawMember(certifyToken)} onCertifyRefused={recertify}>
            <section className="emp-member__notice">
              <h2 className="emp-member__h2">Before you go</h2>
              <ul>
                <li>You can no longer log in with {info.email}.</li>
                <li>Your job ads end and are no longer shown to job seekers; open chats are closed.</li>
                <li>Applications to your ads are kept only as long as the law requires.</li>
              </ul>
            </section>
          </WithdrawConfirm>
        </div>
      )}
    </TwoSteps>
  );
}

/** /myPage/userInfo/withdraw/done: only after a withdrawal (typed, it leads to the member information); ends the local session. */
export function WithdrawDone() {
  return <Done classes={{ page: 'ph-page emp-member emp-member__done', mark: 'emp-member__done-mark', title: 'emp-member__h1' }} />;
}
