import type { ReactNode } from 'react';
import { useIsDesktop } from '@phjobs/ui/useIsDesktop';

/**
 * The desktop layout of a section with its own navigation (e.g. the my-page): a narrow column
 * (`nav`: a profile summary and links) beside the content. From 1024 px only (`useIsDesktop`); on
 * a phone only `children` render, exactly as without it. A bottom bar of the content sticks to the
 * bottom of the content column instead of the window. The root carries `ph-wide` (the wide page).
 */
export function TwoColumns({ nav, navLabel, children }: { nav: ReactNode; navLabel: string; children: ReactNode }) {
  const desktop = useIsDesktop();
  if (!desktop) return <>{children}</>;
  return (
    <div className="ph-columns ph-wide">
      <aside className="ph-columns__nav" aria-label={navLabel}>
        {nav}
      </aside>
      <div className="ph-columns__main">{children}</div>
    </div>
  );
}
