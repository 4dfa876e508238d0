import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useSession } from '@phjobs/web-core/session';
import '@phjobs/ui/styles/ui.css';
import './shell.css';
import { App } from './App';

// The session this device kept, while its access token is valid for more than a minute; else one
// refresh with the cookie (visitors just stay visitors).
void useSession.getState().start();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
