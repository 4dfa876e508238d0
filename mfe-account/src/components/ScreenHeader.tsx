import type { ReactNode } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import { BackIcon } from '@phjobs/ui/components/Icons';

/** A screen's top bar: back on the left (history back unless `onBack`), the title, an optional action. */
export function ScreenHeader({ title, onBack, right }: { title: ReactNode; onBack?: () => void; right?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <header className="acc-header">
      <button type="button" className="ph-icon-btn" aria-label="Back" onClick={() => (onBack ? onBack() : navigate(-1))}>
        <BackIcon />
      </button>
      <h1 className="acc-header__title">{title}</h1>
      <div className="acc-header__right">{right}</div>
    </header>
  );
}
