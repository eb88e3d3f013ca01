import '@app/ui/styles.css';
import { windowInstallPromptStore } from '@app/ui';
import './app/portal.css';
import { showLoadError } from './boot/show-load-error';
import { bootPaintDone } from './lib/early-calls';

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable');
// The browser's install offer may come before the app and its banners: kept from now on (install-prompt-store.ts).
windowInstallPromptStore().keepOffers();
// The entry holds the styles (the first paint waits for them) and no more: React and the app (90 KB) are asked for
// once the first screen is painted (the booking and review pages' HTML, the space's greeting), so that on a
// phone's network they do not share the bandwidth with what that paint needs. The boot script preloads them with
// the page's code at that moment (first-screen.ts).
void bootPaintDone()
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(root))
  .catch(() => showLoadError(root));
