import type { ReactNode } from 'react';
import { causeOf } from '@phjobs/ui/cause';
import type { Reloadable } from '@phjobs/ui/request-state';
import { ErrorScreen } from './ErrorScreen';
import { Spinner } from './Spinner';

/** Spinner while loading, the ErrorScreen (with retry) on failure, else the content. */
export function Async<T>({ state, children }: { state: Reloadable<T>; children: (data: T) => ReactNode }) {
  if (state.status === 'error') return <ErrorScreen cause={causeOf(state.error)} onRetry={state.reload} />;
  if (state.status === 'loading' || state.data === null) return <PageSpinner />;
  return <>{children(state.data)}</>;
}

export function PageSpinner() {
  return (
    <div className="ph-page-spinner">
      <Spinner size="lg" />
    </div>
  );
}
