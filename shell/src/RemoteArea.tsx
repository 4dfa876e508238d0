import { Component, lazy, Suspense, useCallback, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { RemoteError, RemoteRetryContext } from './RemoteFallback';
import type { RemoteModule } from './remoteApp';
import { loadRemoteApp } from './remotes';
import { shortCause } from './remoteConfig';
import type { RemoteName } from './routeTable';

type Loader = (name: RemoteName, fresh: boolean) => Promise<RemoteModule>;

class RemoteBoundary extends Component<{ name: string; resetKey: string; children: ReactNode }, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; resetKey: string }) {
    // leaving the page (or retrying) clears a render error
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] the ${this.props.name} area crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) return <RemoteError name={this.props.name} cause={shortCause(this.state.error)} crashed />;
    return this.props.children;
  }
}

/**
 * One remote's area: React.lazy + loadRemote inside an error boundary. 'retry' (from the boundary
 * or from the errorLoadRemote fallback) loads the remote again from its manifest.
 */
export function RemoteArea({ name, pathKey, load = loadRemoteApp }: { name: RemoteName; pathKey: string; load?: Loader }) {
  const [attempt, setAttempt] = useState(0);
  const App = useMemo(() => lazy(() => load(name, attempt > 0)), [name, attempt, load]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteBoundary name={name} resetKey={`${name}:${attempt}:${pathKey}`}>
        <Suspense fallback={<PageSpinner />}>
          {/* eslint-disable-next-line react-hooks/static-components -- a new lazy component per attempt is the retry: React.lazy caches its first (failed) load for good */}
          <App />
        </Suspense>
      </RemoteBoundary>
    </RemoteRetryContext.Provider>
  );
}
