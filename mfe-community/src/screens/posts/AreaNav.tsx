import { NavLink } from 'react-router';
import { COMMUNITY_AREAS } from '../../domain/communityAreas';

/** The row of community areas above a list (the current one marked). */
export function AreaNav() {
  return (
    <nav className="posts-areas" aria-label="Community areas">
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
