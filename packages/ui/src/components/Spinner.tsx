export type SpinnerProps = { label?: string; size?: 'sm' | 'md' | 'lg'; inline?: boolean };

/** A spinner while something loads (role=status, so tests and screen readers find it). */
export function Spinner({ label = 'Loading', size = 'md', inline = false }: SpinnerProps) {
  return (
    <span className={`ph-spinner-wrap${inline ? ' ph-spinner-wrap--inline' : ''}`} role="status" aria-live="polite">
      <span className={`ph-spinner ph-spinner--${size}`} aria-hidden="true" />
      <span className="ph-visually-hidden">{label}</span>
    </span>
  );
}
