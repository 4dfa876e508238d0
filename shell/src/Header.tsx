import { Link, NavLink, useNavigate } from 'react-router';
import { useSession, userTypeLabel } from '@phjobs/ui/session';

export function Header() {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Link to="/" className="shell-logo" aria-label="PH Jobs home">
          <span className="shell-logo__mark" aria-hidden="true">PH</span>
          <span className="shell-logo__text">PH Jobs</span>
        </Link>
        <nav className="shell-nav" aria-label="Main">
          <NavLink to="/ad/all" className="shell-nav__link">
            All jobs
          </NavLink>
          <NavLink to="/" end className="shell-nav__link">
            Community
          </NavLink>
          {user ? (
            <span className="shell-account">
              <span className="shell-user" title={user.email}>
                {userTypeLabel(user.userType)}
              </span>
              <button
                type="button"
                className="shell-nav__link shell-nav__button"
                onClick={() => {
                  void logout().then(() => navigate('/'));
                }}
              >
                Logout
              </button>
            </span>
          ) : (
            <NavLink to="/enter" className="shell-nav__link shell-nav__login">
              Login
            </NavLink>
          )}
        </nav>
      </div>
    </header>
  );
}
