import { Link, useLocation } from '@phjobs/web-core/router';
import { buttonClass } from '@phjobs/ui/components/Button';

/** /ad/applied: where a successful application lands. */
export function AppliedScreen() {
  const state: unknown = useLocation().state;
  const title = state && typeof state === 'object' && 'title' in state && typeof state.title === 'string' ? state.title : null;
  return (
    <div className="jobs-applied">
      <div className="jobs-applied__mark" aria-hidden="true">
        ✓
      </div>
      <h1 className="jobs-applied__title">Your application has been sent.</h1>
      {title ? <p className="jobs-applied__ad">{title}</p> : null}
      <p className="ph-muted">The employer will look at it. You can follow it in My page.</p>
      <div className="jobs-applied__links">
        <Link className={buttonClass('primary', 'lg', true)} to="/myPage/application">
          My applications
        </Link>
        <Link className={buttonClass('outline', 'lg', true)} to="/ad/all">
          See more jobs
        </Link>
      </div>
    </div>
  );
}
