import { NewPasswordForm } from '@phjobs/web-core/components/NewPasswordForm';
import { changePassword } from '../../api/member';
import { TwoSteps } from './TwoSteps';

/** /myPage/userInfo/pw: step 1 identity check, step 2 the new password; success logs out and goes to /enter. */
export function MemberPassword() {
  return (
    <TwoSteps title="Change password" purpose="Enter your current password first.">
      {(step) =>
        step.info.provider === 'password' ? (
          <NewPasswordForm change={(password) => changePassword(step.certifyToken, password)} onCertifyRefused={step.recertify} />
        ) : (
          <p className="emp-member__note">You log in with {step.info.provider}: there is no password to change.</p>
        )
      }
    </TwoSteps>
  );
}
