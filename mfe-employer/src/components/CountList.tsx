import type { CSSProperties, ReactNode } from 'react';

export type Count = { label: string; value: ReactNode };

/**
 * The labelled counts of an ad or branch card ('Under review 2', 'Pass 1', ...): a description list
 * of label/value pairs, laid out by the caller's class (emp-ad__counts, emp-bcounts).
 */
export function CountList({ className, counts, style, label }: { className: string; counts: readonly Count[]; style?: CSSProperties; label?: string }) {
  return (
    <dl className={className} style={style} aria-label={label}>
      {counts.map((count) => (
        <div key={count.label}>
          <dt>{count.label}</dt>
          <dd>{count.value}</dd>
        </div>
      ))}
    </dl>
  );
}
