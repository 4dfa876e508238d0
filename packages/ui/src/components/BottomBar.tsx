import type { ReactNode } from 'react';

/**
 * A bar fixed to the bottom of the viewport (within the centred content column on desktop).
 * It renders a spacer of the same height so the page's last content is never hidden under it.
 */
export function BottomBar({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <>
      <div className="ph-bottom-bar__spacer" aria-hidden="true" />
      <div className="ph-bottom-bar" role="region" aria-label={label ?? 'Actions'}>
        <div className="ph-bottom-bar__inner">{children}</div>
      </div>
    </>
  );
}
