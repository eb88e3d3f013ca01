import { InstallBannerView, type InstallBannerTexts } from './install-banner';
import { UpdateBanner, type UpdateBannerTexts } from './update-banner';
import type { InstallBannerState } from './use-install-banner';
import type { ServiceWorkerUpdate } from './use-service-worker-update';

export interface PwaBannerViewsProps {
  update: ServiceWorkerUpdate;
  install: InstallBannerState;
  installTexts: InstallBannerTexts;
  updateTexts?: UpdateBannerTexts;
}

/**
 * The two banners drawn (design-system buttons, icons): loaded by PwaBanners only once one of them has to show,
 * so that a first visit does not download them with the first screen.
 */
export default function PwaBannerViews({ update, install, installTexts, updateTexts }: PwaBannerViewsProps) {
  return (
    <>
      <UpdateBanner
        visible={update.updateReady}
        onRefresh={update.applyUpdate}
        onLater={update.dismiss}
        texts={updateTexts}
      />
      <InstallBannerView texts={installTexts} {...install} />
    </>
  );
}
