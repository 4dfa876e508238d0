import { useState } from 'react';
import { Link } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import { useApiQuery } from '@phjobs/web-core/query';
import { changePassword, getUserInfo } from '../../api/account';
import { IdentityCheck } from '@phjobs/web-core/components/IdentityCheck';
import { NewPasswordForm } from '@phjobs/web-core/components/NewPasswordForm';
import { ScreenHeader } from '../../components/ScreenHeader';

/**
 * /myPage/userInfo/pw: password change, only for members who log in with a password. Step 2 after
 * the identity check (RequireCertified gives its token; asked again here when it has expired),
 * then the new password; every session ends, so success goes to /enter.
 */
export function ChangePassword({ certifyToken: initialToken }: { certifyToken: string }) {
  const state = useApiQuery(['account', 'getUserInfo'], (signal) => getUserInfo(signal));
  const [certifyToken, setCertifyToken] = useState<string | null>(initialToken);

  return (
    <div className="ph-page">
      <ScreenHeader title="Change password" />
      <Async state={state}>
        {(u) =>
          u.signInProvider !== 'password' ? (
            <div className="acc-page">
              <p className="acc-summary">You log in with {u.signInProvider}: there is no PH Jobs password to change.</p>
              <Link to="/myPage/userInfo">Back to member info</Link>
            </div>
          ) : !certifyToken ? (
            <div className="acc-page">
              <p className="acc-failure" role="alert">
                Your identity check has expired. Confirm it again to change your password.
              </p>
              <IdentityCheck email={u.email} hasPassword onCertified={setCertifyToken} submitLabel="Next" />
            </div>
          ) : (
            <NewPasswordForm className="acc-page ph-form" change={(password) => changePassword(certifyToken, password)} onCertifyRefused={() => setCertifyToken(null)} />
          )
        }
      </Async>
    </div>
  );
}
