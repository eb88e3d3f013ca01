import { PwaBanners } from '@app/ui';
import { config } from '../config/env';
import { reportInstallEvent } from './install-events';
import { INSTALL_DISMISSED_KEY, INSTALL_TEXTS } from './pwa-texts';

/**
 * The install and update banners of the portal, a chunk of their own loaded with React's first render (app.tsx):
 * nothing of them is needed for a page's first paint, and the booking page, the front door, does not carry them.
 */
export default function PortalPwaBanners() {
  return (
    <PwaBanners
      installTexts={INSTALL_TEXTS}
      installStorageKey={INSTALL_DISMISSED_KEY}
      updatesEnabled={config.serviceWorker}
      onInstallEvent={reportInstallEvent}
    />
  );
}
