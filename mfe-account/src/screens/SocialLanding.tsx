import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { useSession } from '@phjobs/web-core/session';

const REASONS: Record<string, string> = {
  denied: 'The login was cancelled.',
  expired: 'The login took too long. Please try again.',
  invalid: 'The login could not be confirmed. Please try again.',
  'no-email': 'The provider did not share an e-mail address, which PH Jobs needs for an account.',
  'email-taken': 'This e-mail already has a PH Jobs account. Log in with your e-mail and password.',
  withdrawn: 'This account was withdrawn.',
  provider: 'The provider did not answer. Please try again later.',
};

/**
 * /enter/social: where the social callback lands. result=login: the refresh cookie is set, so ask
 * for an access token and go on to returnTo; result=error: say why.
 */
export function SocialLanding() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useSession((s) => s.refresh);
  const result = params.get('result');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (result !== 'login') return;
    const returnTo = params.get('returnTo') ?? '/';
    void refresh().then((token) => {
      if (token) navigate(returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/', { replace: true });
      else setFailed(true);
    });
  }, [navigate, params, refresh, result]);

  if (result === 'login' && !failed) return <PageSpinner />;
  const reason = failed ? REASONS.invalid : (REASONS[params.get('reason') ?? ''] ?? REASONS.invalid);
  return (
    <div className="acc-page">
      <h1 className="acc-title">Login</h1>
      <p className="acc-failure" role="alert">
        {reason}
      </p>
      <Link to="/enter" className="ph-btn ph-btn--primary ph-btn--lg ph-btn--block">
        Back to login
      </Link>
    </div>
  );
}
