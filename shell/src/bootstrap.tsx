import { StrictMode, startTransition } from 'react';
import '@phjobs/ui/styles/ui.css';
import './shell.css';
import { handOverServerPage } from './serverPage';

/**
 * A new task: what follows runs after the browser has had the main thread back (input, paint).
 * The modules below run their first code in tasks of their own, so that no single task of the
 * start is long on a slow phone (React DOM's setup, then the app's modules, then the first render).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // "eager": in this chunk, not a request of its own; the module's first run waits for the import
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ App }, { useSession }] = await Promise.all([import(/* webpackMode: "eager" */ './App'), import(/* webpackMode: "eager" */ '@phjobs/web-core/session')]);
  // The session this device kept, while its access token is valid for more than a minute; else one
  // refresh with the cookie (visitors just stay visitors).
  void useSession.getState().start();
  await nextTask();
  // the gateway's first screen stays until the app has drawn its own
  handOverServerPage(root);
  const app = createRoot(root);
  // As a transition, React draws the app in slices of a few milliseconds and lets the browser
  // work between them, instead of in one long task; the server's screen is shown meanwhile.
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) void start(root);
