import type { ReactNode } from 'react';
import { BackIcon } from '@phjobs/ui/components/Icons';

/** The top of a detail or form screen: Back, the area's name, an action on the right. */
export function DetailHeader({ title, onBack, right }: { title: string; onBack: () => void; right?: ReactNode }) {
  return (
    <header className="posts-head posts-head--detail">
      <button type="button" className="posts-back" aria-label="Back" onClick={onBack}>
        <BackIcon width={22} height={22} />
      </button>
      <p className="posts-head__title">{title}</p>
      {right}
    </header>
  );
}
