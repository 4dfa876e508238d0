import type { ReactNode } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import { BackIcon } from '@phjobs/ui/components/Icons';

/** A screen's top bar: back (history back, or `onBack`), the title, an optional action on the right. */
export function TalentHeader({ title, right, onBack }: { title: ReactNode; right?: ReactNode; onBack?: () => void }) {
  const navigate = useNavigate();
  return (
    <header className="tal-header">
      <button type="button" className="ph-icon-btn" aria-label="Back" onClick={() => (onBack ? onBack() : navigate(-1))}>
        <BackIcon />
      </button>
      <h1 className="tal-header__title">{title}</h1>
      <div className="tal-header__right">{right}</div>
    </header>
  );
}
