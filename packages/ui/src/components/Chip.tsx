import type { ReactNode } from 'react';
import { CloseIcon } from './Icons';

export type ChipProps = {
  children: ReactNode;
  /** Toggle chip: pressed state. */
  selected?: boolean;
  onClick?: () => void;
  /** Removable chip: shows an × button. */
  onRemove?: () => void;
  disabled?: boolean;
  tone?: 'default' | 'accent' | 'muted' | 'warning' | 'success' | 'danger';
};

export function Chip({ children, selected, onClick, onRemove, disabled, tone = 'default' }: ChipProps) {
  const cls = ['ph-chip', `ph-chip--${tone}`, selected ? 'ph-chip--selected' : ''].filter(Boolean).join(' ');
  if (onClick) {
    return (
      <button type="button" className={cls} aria-pressed={selected ?? false} onClick={onClick} disabled={disabled}>
        {children}
      </button>
    );
  }
  return (
    <span className={cls}>
      {children}
      {onRemove ? (
        <button type="button" className="ph-chip__remove" onClick={onRemove} aria-label={`Remove ${typeof children === 'string' ? children : ''}`.trim()}>
          <CloseIcon width={14} height={14} />
        </button>
      ) : null}
    </span>
  );
}

/** A small static label (NEW, Closing Soon, D-3, ...). */
export function Badge({ children, tone = 'default' }: { children: ReactNode; tone?: ChipProps['tone'] }) {
  return <span className={`ph-badge ph-badge--${tone}`}>{children}</span>;
}
