import type { ReactNode } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import { BackIcon } from '@phjobs/ui/components/Icons';
import './screen-header.css';

/** A screen's top bar: back on the left (history back, or `onBack`: step 2 of a two-step screen returns to step 1), the title, an optional action on the right. */
export function ScreenHeader({ title, right, onBack }: { title: ReactNode; right?: ReactNode; onBack?: () => void }) {
  const navigate = useNavigate();
  return (
    <header className="emp-header">
      <button type="button" className="ph-icon-btn" aria-label="Back" onClick={() => (onBack ? onBack() : navigate(-1))}>
        <BackIcon />
      </button>
      <h1 className="emp-header__title">{title}</h1>
      <div className="emp-header__right">{right}</div>
    </header>
  );
}
