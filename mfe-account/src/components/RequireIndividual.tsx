import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from '@phjobs/web-core/router';
import { useSession } from '@phjobs/web-core/session';

/** My-page screens are for individual members: visitors go to /enter. */
export function RequireIndividual({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const location = useLocation();
  if (!user) return <Navigate to="/enter" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (user.userType !== 'individual') {
    return (
      <div className="ph-error" role="alert">
        <p className="ph-error__title">For individual members</p>
        <p className="ph-error__cause">This page belongs to the individual my-page.</p>
        <Link to="/myPage">Go to my page</Link>
      </div>
    );
  }
  return <>{children}</>;
}
