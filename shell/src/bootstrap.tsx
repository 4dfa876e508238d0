import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useSession } from '@phjobs/ui/session';
import '@phjobs/ui/styles/ui.css';
import './shell.css';
import { App } from './App';

// Ask for an access token with the refresh cookie once at start (visitors just stay visitors).
void useSession.getState().refresh();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
