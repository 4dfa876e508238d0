import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { useSession } from '@phjobs/web-core/session';
import '@phjobs/ui/styles/ui.css';
import './shell.css';
import { App } from './App';
import { handOverServerPage } from './serverPage';

// The session this device kept, while its access token is valid for more than a minute; else one
// refresh with the cookie (visitors just stay visitors).
void useSession.getState().start();

const root = document.getElementById('root');
if (root) {
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
