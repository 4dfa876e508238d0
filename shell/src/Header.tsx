import { Link, useLocation } from '@phjobs/web-core/router';
import { useSession } from '@phjobs/web-core/session';
import { AccountMenu } from './AccountMenu';
import { SECTION_HOME, sectionOf, type Section } from './sections';

const NAV: readonly { section: Exclude<Section, 'account'>; label: string }[] = [
  { section: 'jobs', label: 'Jobs' },
  { section: 'community', label: 'Community' },
];

/** Logo (home), the sections Jobs and Community with the current one marked, and Login or the account menu. */
export function Header() {
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        {/* named by its text, 'PH Jobs' (an aria-label that differs from the visible text fails WCAG 2.5.3) */}
        <Link to="/" className="shell-logo">
          <span className="shell-logo__mark" aria-hidden="true">
            PH
          </span>
          <span className="shell-logo__text">PH Jobs</span>
        </Link>
        <nav className="shell-nav" aria-label="Main">
          {NAV.map((item) => (
            <Link
              key={item.section}
              to={SECTION_HOME[item.section]}
              className={`shell-nav__link${current === item.section ? ' shell-nav__link--current' : ''}`}
              aria-current={current === item.section ? 'true' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {user ? (
          <AccountMenu user={user} current={current === 'account'} />
        ) : (
          <Link to="/enter" className={`shell-nav__link shell-nav__login${pathname.startsWith('/enter') ? ' shell-nav__link--current' : ''}`}>
            Login
          </Link>
        )}
      </div>
    </header>
  );
}
