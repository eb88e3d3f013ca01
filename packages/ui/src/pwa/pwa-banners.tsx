import { AppUpdateBanner } from './app-update-banner';
import { InstallBanner, type InstallBannerTexts } from './install-banner';
import type { UpdateBannerTexts } from './update-banner';

export interface PwaBannersProps {
  installTexts: InstallBannerTexts;
  /** localStorage key remembering that the install banner was put away. */
  installStorageKey: string;
  /** Registers the service worker and watches for updates (production builds only: none is built in dev). */
  updatesEnabled: boolean;
  updateTexts?: UpdateBannerTexts;
}

/** The installable app's two banners at the foot of every screen: the update offer above the install offer. */
export function PwaBanners({
  installTexts,
  installStorageKey,
  updatesEnabled,
  updateTexts,
}: PwaBannersProps) {
  return (
    <div className="pwa-banners">
      <AppUpdateBanner enabled={updatesEnabled} texts={updateTexts} />
      <InstallBanner texts={installTexts} storageKey={installStorageKey} />
    </div>
  );
}
