import type { ReactNode } from 'react';
import { Chip } from '@phjobs/ui/components/Chip';

/**
 * The bar of a picks screen (region, specialization, welfare, preference, salary, period): what is
 * chosen, as removable chips or as one line of text, and a 'Setting' link that opens the modal.
 */
export function PickBar<T extends { id: string; name: string }>({
  label,
  picks,
  onRemove,
  onSetting,
  text,
  empty = 'All',
}: {
  label: string;
  picks: readonly T[];
  onSetting: () => void;
  /** Removable chips (when given); else `text` stands for the picks. */
  onRemove?: (item: T) => void;
  text?: ReactNode;
  empty?: string;
}) {
  return (
    <div className={`jobs-pickbar${text === undefined && picks.length ? ' jobs-pickbar--chips' : ''}`} role="group" aria-label={label}>
      <span className="jobs-pickbar__label">{label}</span>
      <div className="jobs-pickbar__picks">
        {text !== undefined ? (
          <span className="jobs-pickbar__text">{text}</span>
        ) : picks.length === 0 ? (
          <span className="jobs-pickbar__text jobs-pickbar__text--empty">{empty}</span>
        ) : (
          picks.map((p) => (
            <Chip key={p.id} tone="accent" {...(onRemove ? { onRemove: () => onRemove(p) } : {})}>
              {p.name}
            </Chip>
          ))
        )}
      </div>
      <button type="button" className="jobs-pickbar__setting" onClick={onSetting} aria-haspopup="dialog">
        Setting
      </button>
    </div>
  );
}
