import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@app/ui/styles.css';
import './app/portal.css';
import { App } from './app/app';
import { bootPaintDone, earlyCallsSettled } from './lib/early-calls';
import { preloadFirstPage } from './routes/router';

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable');
// The page's code and the data the boot script asked for first (the booking page's restaurant, a review link's
// visit), so that React's first render shows the page rather than a loader and a second render; index.html's
// own loader, and the booking page's band the boot script paints, stay on screen meanwhile. A page or a call
// that failed renders anyway: its route or its query retries and says so. The page's code is asked for once the
// boot script has painted what it paints itself (the space's greeting), not before.
void bootPaintDone()
  .then(() =>
    Promise.all([preloadFirstPage(window.location.pathname).catch(() => undefined), earlyCallsSettled()]),
  )
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
