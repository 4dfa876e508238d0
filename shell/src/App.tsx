import type { MouseEvent } from 'react';
import { BrowserRouter, useLocation } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';
import { ErrorScreen } from '@phjobs/ui/components/ErrorScreen';
import { useApiQuery } from '@phjobs/web-core/query';
import { useSession } from '@phjobs/web-core/session';
import { Header } from './Header';
import { RemoteArea } from './RemoteArea';
import { RouteAnnouncer } from './RouteAnnouncer';
import { fetchShellConfig } from './remoteConfig';
import { setupRemotes } from './remotes';
import { remoteFor } from './routeTable';

function Routed() {
  const { pathname } = useLocation();
  const userType = useSession((s) => s.user?.userType ?? null);
  const sessionKnown = useSession((s) => s.status === 'ready');
  const config = useApiQuery(['shell', 'fetchShellConfig'], async () => {
    const c = await fetchShellConfig();
    setupRemotes(c);
    return c;
  });

  if (config.status === 'error') {
    return <ErrorScreen cause={config.error instanceof Error ? config.error.message : String(config.error)} onRetry={config.reload} />;
  }
  // wait for the config and for the first refresh, so screens know who is asking
  if (config.status === 'loading' || !sessionKnown) return <PageSpinner />;
  const name = remoteFor(pathname, userType);
  return <RemoteArea key={name} name={name} pathKey={pathname} />;
}

/** Focuses the page itself, without '#main' in the address (the router would take it as a navigation). */
function skipToContent(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  document.getElementById('main')?.focus();
}

export function App() {
  return (
    <BrowserRouter>
      {/* the first stop of the keyboard: past the header to the page (main takes the focus) */}
      <a className="shell-skip" href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <Header />
      <main className="shell-main" id="main" tabIndex={-1}>
        <Routed />
      </main>
      <RouteAnnouncer />
    </BrowserRouter>
  );
}
