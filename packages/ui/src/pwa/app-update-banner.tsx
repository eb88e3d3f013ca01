import { UpdateBanner, type UpdateBannerTexts } from './update-banner';
import { useServiceWorkerUpdate, type ServiceWorkerUpdateOptions } from './use-service-worker-update';

export interface AppUpdateBannerProps extends ServiceWorkerUpdateOptions {
  texts?: UpdateBannerTexts;
}

/** The app's service worker, registered, and its update banner (checked every 30 s). */
export function AppUpdateBanner({ texts, ...options }: AppUpdateBannerProps) {
  const { updateReady, applyUpdate, dismiss } = useServiceWorkerUpdate(options);
  return <UpdateBanner visible={updateReady} onRefresh={applyUpdate} onLater={dismiss} texts={texts} />;
}
