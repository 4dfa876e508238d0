import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '@phjobs/web-core/router';
import { ChevronDownIcon } from '@phjobs/ui/components/Icons';
import { useSession, userTypeLabel, type SessionUser } from '@phjobs/web-core/session';

const PersonIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4.2 4.2-6.5 8-6.5s7 2.3 8 6.5" />
  </svg>
);

/**
 * The signed-in part of the header: one button (a person icon; the role beside it on wider
 * screens) opening a small panel with who is signed in and as what, 'My page' and 'Logout'.
 * A disclosure, not an ARIA menu: Tab moves through it; Escape, a click elsewhere or a navigation
 * closes it.
 */
export function AccountMenu({ user, current }: { user: SessionUser; current: boolean }) {
  const [open, setOpen] = useState(false);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const role = userTypeLabel(user.userType);

  // a navigation closes it: adjusted during render (react.dev, 'Adjusting some state when a prop changes')
  const [openOn, setOpenOn] = useState(pathname);
  if (openOn !== pathname) {
    setOpenOn(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && e.target instanceof Node && !root.current.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="shell-account" ref={root}>
      <button
        ref={button}
        type="button"
        className={`shell-account__button${current ? ' shell-account__button--current' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="shell-account__avatar">
          <PersonIcon />
        </span>
        {/* the role shows beside the icon on wider screens; the name reads 'Individual account' */}
        <span className="shell-account__role">{role}</span> <span className="ph-visually-hidden">account</span>
        <ChevronDownIcon width={16} height={16} className="shell-account__chevron" />
      </button>
      <div id={panelId} className="shell-account__panel" hidden={!open}>
        <div className="shell-account__who">
          <span className="shell-user">{role}</span>
          <span className="shell-account__email">{user.email}</span>
        </div>
        <ul className="shell-account__items">
          <li>
            <Link to="/myPage" className="shell-account__item" aria-current={pathname === '/myPage' ? 'page' : undefined}>
              My page
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="shell-account__item"
              onClick={() => {
                setOpen(false);
                void logout().then(() => navigate('/'));
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
