import { useCallback, useEffect, useRef, useState } from 'react';
import { UPDATE_CHECK_MS, watchServiceWorkerUpdates, type UpdateWatcher } from './service-worker-updates';

export interface ServiceWorkerUpdateOptions {
  /** Off in development (no worker is built there). */
  enabled: boolean;
  scriptUrl?: string;
  intervalMs?: number;
  /** Tests give their own container; the page's own otherwise. */
  container?: ServiceWorkerContainer;
  reload?: () => void;
}

export interface ServiceWorkerUpdate {
  /** A new version has installed and waits for « Actualiser ». */
  updateReady: boolean;
  applyUpdate: () => void;
  /** « Plus tard »: hidden until a further version installs. */
  dismiss: () => void;
}

declare global {
  interface Window {
    /** Asks for a new version now (the 30-s check on demand; the journeys use it). */
    __checkForAppUpdate?: () => Promise<void>;
  }
}

/** Registers the app's service worker and tells when a new version waits (customer-flows §2, §9). */
export function useServiceWorkerUpdate({
  enabled,
  scriptUrl = '/sw.js',
  intervalMs = UPDATE_CHECK_MS,
  container,
  reload,
}: ServiceWorkerUpdateOptions): ServiceWorkerUpdate {
  const [updateReady, setUpdateReady] = useState(false);
  const watcher = useRef<UpdateWatcher | null>(null);

  useEffect(() => {
    const workers = container ?? (typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined);
    if (!enabled || !workers) return;
    const current = watchServiceWorkerUpdates({
      scriptUrl,
      container: workers,
      intervalMs,
      reload,
      onUpdateReady: () => setUpdateReady(true),
    });
    watcher.current = current;
    window.__checkForAppUpdate = () => current.checkNow();
    return () => {
      current.stop();
      watcher.current = null;
      if (window.__checkForAppUpdate) delete window.__checkForAppUpdate;
    };
  }, [enabled, scriptUrl, intervalMs, container, reload]);

  const applyUpdate = useCallback(() => watcher.current?.applyUpdate(), []);
  const dismiss = useCallback(() => setUpdateReady(false), []);
  return { updateReady, applyUpdate, dismiss };
}
