import { createContext, useContext } from 'react';
import { ErrorScreen } from '@phjobs/ui/components/ErrorScreen';
import type { RemoteApp } from './remoteApp';

/** Lets a fallback (rendered in place of a remote's App) ask its area to load the remote again. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

export function RemoteError({ name, cause, crashed = false }: { name: string; cause: string; crashed?: boolean }) {
  const retry = useContext(RemoteRetryContext);
  const what = crashed ? `The ${name} area stopped working` : `The ${name} area could not be loaded`;
  return <ErrorScreen cause={`${what}: ${cause}`} onRetry={retry} />;
}

/** The App of a remote that failed to load: the error screen with 'retry'. */
export function createFallbackApp(name: string, cause: string): RemoteApp {
  function RemoteLoadFailed() {
    return <RemoteError name={name} cause={cause} />;
  }
  return RemoteLoadFailed;
}
