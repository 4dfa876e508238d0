import { useState, type ReactNode } from 'react';
import type { EmployerMemberInfo } from '@phjobs/contracts/company-info';
import { Async } from '@phjobs/ui/components/Async';
import { IdentityCheck } from '@phjobs/web-core/components/IdentityCheck';
import { ScreenHeader } from '../../components/ScreenHeader';
import { useMemberInfo } from './MemberInfo';
import './member.css';

export type StepTwo = {
  info: EmployerMemberInfo;
  certifyToken: string;
  /** The token was refused (expired or used): back to step 1 with a notice. */
  recertify: () => void;
};

/**
 * Edit, password change and withdraw: two steps inside the route. Step 1 the identity check (POST
 * /api/auth/verifyIdentity → certifyToken); step 2 the action. The back arrow on step 2 returns to
 * step 1; on step 1 it leaves.
 */
export function TwoSteps({ title, purpose, submitLabel = 'Next', children }: { title: string; purpose: string; submitLabel?: string; children: (step: StepTwo) => ReactNode }) {
  const state = useMemberInfo();
  const [certifyToken, setCertifyToken] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  return (
    <div className="ph-page emp-member">
      <ScreenHeader title={title} onBack={certifyToken ? () => setCertifyToken(null) : undefined} />
      <Async state={state}>
        {(info) =>
          certifyToken ? (
            <div className="emp-member__body">
              <p className="emp-step">Step 2 of 2</p>
              {children({
                info,
                certifyToken,
                recertify: () => {
                  setExpired(true);
                  setCertifyToken(null);
                },
              })}
            </div>
          ) : (
            <div className="emp-member__body">
              <p className="emp-step">Step 1 of 2 · {purpose}</p>
              {expired ? (
                <p className="ph-failure" role="alert">
                  Your identity check has expired. Please confirm it again.
                </p>
              ) : null}
              <IdentityCheck
                email={info.email}
                hasPassword={info.provider === 'password'}
                submitLabel={submitLabel}
                onCertified={(token) => {
                  setExpired(false);
                  setCertifyToken(token);
                }}
              />
            </div>
          )
        }
      </Async>
    </div>
  );
}
