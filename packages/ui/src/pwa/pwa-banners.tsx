import { lazy, Suspense, useEffect, useRef } from 'react';
import type { InstallBannerTexts } from './install-banner';
import type { UpdateBannerTexts } from './update-banner';
import { useInstallBanner } from './use-install-banner';
import { useServiceWorkerUpdate } from './use-service-worker-update';

// The banners' drawing (react-aria buttons, their icons) is a chunk of its own, fetched the first time a banner
// has to show: the states below (worker registration, the browser's install offer, the 2-s delay) are kept from
// the first render, so no offer or update is missed meanwhile.
const PwaBannerViews = lazy(() => import('./pwa-banner-views'));

export interface PwaBannersProps {
  installTexts: InstallBannerTexts;
  /** localStorage key remembering that the install banner was put away. */
  installStorageKey: string;
  /** Registers the service worker and watches for updates (production builds only: none is built in dev). */
  updatesEnabled: boolean;
  updateTexts?: UpdateBannerTexts;
  /**
   * Told once when the install offer is first shown, and when the app gets installed (the product events
   * `pwa_prompt_shown`, `pwa_installed`): the app counts them, without cookie or personal data.
   */
  onInstallEvent?: (event: 'pwa_prompt_shown' | 'pwa_installed') => void;
}

/** The installable app's two banners at the foot of every screen: the update offer above the install offer. */
export function PwaBanners({
  installTexts,
  installStorageKey,
  updatesEnabled,
  updateTexts,
  onInstallEvent,
}: PwaBannersProps) {
  const update = useServiceWorkerUpdate({ enabled: updatesEnabled });
  const install = useInstallBanner({ storageKey: installStorageKey });
  const onEvent = useRef(onInstallEvent);
  onEvent.current = onInstallEvent;
  const shown = install.mode !== null;
  const told = useRef(false);
  useEffect(() => {
    if (!shown || told.current) return;
    told.current = true;
    onEvent.current?.('pwa_prompt_shown');
  }, [shown]);
  useEffect(() => {
    const installed = () => onEvent.current?.('pwa_installed');
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, []);
  const showing = update.updateReady || install.mode !== null;
  return (
    <div className="pwa-banners">
      {showing ? (
        <Suspense fallback={null}>
          <PwaBannerViews
            update={update}
            install={install}
            installTexts={installTexts}
            updateTexts={updateTexts}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
