import { StrictMode } from 'react';
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
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
