import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from '@phjobs/web-core/router';
import { COMMUNITY_AREAS } from '../domain/communityAreas';
import './area-nav.css';

/** The row of community areas above each area's list (the current one marked, and scrolled into the row on a phone). */
export function AreaNav() {
  const row = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const nav = row.current;
    const active = nav?.querySelector<HTMLElement>('.posts-areas__link--active');
    if (nav && active && active.offsetLeft + active.offsetWidth > nav.clientWidth) nav.scrollLeft = active.offsetLeft - 16;
  }, [pathname]);
  return (
    <nav className="posts-areas" aria-label="Community areas" ref={row}>
      <ul>
        {COMMUNITY_AREAS.map((a) => (
          <li key={a.to}>
            <NavLink to={a.to} end className={({ isActive }) => `posts-areas__link${isActive ? ' posts-areas__link--active' : ''}`}>
              {a.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
