import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@app/ui/styles.css';
import './app/portal.css';
import { App } from './app/app';
import { preloadFirstPage } from './routes/router';

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable');
// The page's code first (index.html preloads the booking page's), so that React's first render shows the page
// rather than a loader and a second render; index.html's own loader stays on screen meanwhile. A page that
// could not be loaded renders anyway: its route retries and says so.
void preloadFirstPage(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
