import { Button } from './Button';

export type ErrorScreenProps = {
  /** What went wrong, shown under the word 'error'. */
  cause?: string | null;
  onRetry?: () => void;
  compact?: boolean;
};

/** The spec's generic error screen: 'error', the cause and a 'retry' button. */
export function ErrorScreen({ cause, onRetry, compact = false }: ErrorScreenProps) {
  return (
    <div className={`ph-error${compact ? ' ph-error--compact' : ''}`} role="alert">
      <div className="ph-error__mark" aria-hidden="true">!</div>
      <p className="ph-error__title">error</p>
      {cause ? <p className="ph-error__cause">{cause}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          retry
        </Button>
      ) : null}
    </div>
  );
}
