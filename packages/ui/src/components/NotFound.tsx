import type { ReactNode } from 'react';

/** 'Page not found' for paths a remote does not know. `home` is a link element from the caller's router. */
export function NotFound({ home }: { home?: ReactNode }) {
  return (
    <div className="ph-error" role="alert">
      <div className="ph-error__mark" aria-hidden="true">?</div>
      <p className="ph-error__title">Page not found</p>
      <p className="ph-error__cause">The page you asked for does not exist or is not available yet.</p>
      {home}
    </div>
  );
}
