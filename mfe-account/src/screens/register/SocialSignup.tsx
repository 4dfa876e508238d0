import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@phjobs/web-core/router';
import { ApiError } from '@phjobs/web-core/api';
import { Async } from '@phjobs/ui/components/Async';
import { BottomBar } from '@phjobs/ui/components/BottomBar';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { isLoginAnswer, useSession } from '@phjobs/web-core/session';
import { useApiQuery } from '@phjobs/web-core/query';
import { getSocialTicket, postIndividualSignup } from '../../api/account';
import { PolicyAgreement } from '../../components/PolicyAgreement';
import { ScreenHeader } from '../../components/ScreenHeader';
import { StepBar } from '../../components/StepBar';
import { EMAIL_TAKEN_ALERT } from '../../domain/signupForm';
import { backTarget, nextDisabled } from '../../domain/signupSteps';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/**
 * /register/social?provider&ticket: the social sign-up. Step 0 the policy (and the name the
 * provider gave), step 1 done with 'Complete Later' leading to /enter. The ticket of the social
 * callback is the `token` of POST /api/individual/signup.
 */
export function SocialSignup() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accept = useSession((s) => s.accept);
  const ticket = params.get('ticket') ?? '';
  const state = useApiQuery(['account', 'getSocialTicket', ticket], (signal) => getSocialTicket(ticket, signal), { enabled: !!ticket });
  const [step, setStep] = useState(0);
  const [policy, setPolicy] = useState({ agreeTerms: false, agreePrivacy: false, alarmEmail: false });
  const [fullName, setFullName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const goBack = () => {
    const target = backTarget('social', step);
    if (target.kind === 'history') navigate(-1);
    else if (target.kind === 'home') navigate('/');
    else setStep(target.step);
  };

  if (!ticket) {
    return (
      <div className="acc-screen">
        <ScreenHeader title="Sign up" onBack={goBack} />
        <div className="acc-page">
          <p className="acc-failure">The sign-up link is not complete. Please sign in with the provider again.</p>
          <Link to="/enter">Go to login</Link>
        </div>
      </div>
    );
  }

  return (
    <div className="acc-screen">
      <ScreenHeader title="Sign up" onBack={goBack} />
      <Async state={state}>
        {(info) => {
          const name = fullName ?? info.fullName ?? '';
          const submit = async () => {
            if (busy.current) return;
            if (!policy.agreeTerms || !policy.agreePrivacy) {
              setError('Please agree to the required terms.');
              return;
            }
            busy.current = true;
            setSubmitting(true);
            setError(null);
            try {
              const answer = await postIndividualSignup({
                signInProvider: info.provider,
                token: ticket,
                fullName: name.trim() || undefined,
                alarmEmail: policy.alarmEmail,
              });
              if (isLoginAnswer(answer)) accept(answer);
              setStep(1);
            } catch (e) {
              if (e instanceof ApiError && e.code === 'auth/email-already-exists') window.alert(EMAIL_TAKEN_ALERT);
              setError(e instanceof Error ? e.message : String(e));
            } finally {
              busy.current = false;
              setSubmitting(false);
            }
          };
          if (step === 1) {
            return (
              <div className="acc-page acc-done">
                <StepBar current={2} total={2} labels={['Policy', 'Done']} />
                <div className="acc-done__mark" aria-hidden="true">
                  ✓
                </div>
                <h2 className="acc-title">Welcome{name ? `, ${name}` : ''}!</h2>
                <p className="ph-muted">Your account is ready. Add your profile now, or later from my page.</p>
                <Link to="/myPage/userInfo/edit" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
                  Complete my profile
                </Link>
                <Link to="/enter" className="ph-btn ph-btn--outline ph-btn--lg ph-btn--block">
                  Complete Later
                </Link>
              </div>
            );
          }
          return (
            <div className="acc-page">
              <StepBar current={1} total={2} labels={['Policy', 'Done']} />
              <p className="acc-summary">
                Signing up with <strong>{PROVIDER_NAMES[info.provider] ?? info.provider}</strong> as <strong>{info.email}</strong>
              </p>
              <TextField id="ss-fullName" label="Full name" autoComplete="name" value={name} onChange={setFullName} maxLength={100} />
              <PolicyAgreement value={policy} onChange={(p) => setPolicy({ agreeTerms: p.agreeTerms, agreePrivacy: p.agreePrivacy, alarmEmail: !!p.alarmEmail })} error={error ?? undefined} />
              <BottomBar label="Sign-up steps">
                <Button size="lg" block onClick={() => void submit()} disabled={nextDisabled('social', 0, { submitting, captchaVerified: true })} loading={submitting}>
                  Next
                </Button>
              </BottomBar>
            </div>
          );
        }}
      </Async>
    </div>
  );
}
