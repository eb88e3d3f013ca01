/** How often an open app asks whether a new version is deployed (customer-flows §9: every 30 s). */
export const UPDATE_CHECK_MS = 30_000;

/** The message Workbox's generated worker answers by skipping its wait (vite-plugin-pwa, registerType 'prompt'). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export interface UpdateWatcherOptions {
  /** The service worker's script, e.g. '/sw.js'. */
  scriptUrl: string;
  container: ServiceWorkerContainer;
  /** Called each time a new version has installed and waits (not for the first installation). */
  onUpdateReady: () => void;
  intervalMs?: number;
  /** Reloads the page once the new version controls it (tests observe it). */
  reload?: () => void;
}

export interface UpdateWatcher {
  /** Asks the server for a newer worker now (what the interval does). */
  checkNow(): Promise<void>;
  /** « Actualiser »: the waiting version takes over, then the page reloads on it. */
  applyUpdate(): void;
  stop(): void;
}

/**
 * Registers the app's service worker and watches for new versions: the registration is updated every 30 s; a
 * new worker that has installed while an older one controls the page is announced, and waits until the user
 * chooses « Actualiser » (never taken over behind their back, never left stale after it).
 */
export function watchServiceWorkerUpdates({
  scriptUrl,
  container,
  onUpdateReady,
  intervalMs = UPDATE_CHECK_MS,
  reload = () => window.location.reload(),
}: UpdateWatcherOptions): UpdateWatcher {
  let registration: ServiceWorkerRegistration | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  let reloadRequested = false;

  const announceIfWaiting = (reg: ServiceWorkerRegistration) => {
    if (!stopped && reg.waiting && container.controller) onUpdateReady();
  };
  const watchInstalling = (reg: ServiceWorkerRegistration) => {
    const worker = reg.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installed') return;
      // « Actualiser » was pressed while this newer version was still installing: it takes over in turn.
      if (reloadRequested) worker.postMessage(SKIP_WAITING_MESSAGE);
      else announceIfWaiting(reg);
    });
  };
  const onControllerChange = () => {
    if (reloadRequested && !stopped) {
      reloadRequested = false;
      reload();
    }
  };
  container.addEventListener('controllerchange', onControllerChange);

  container
    .register(scriptUrl, { scope: '/' })
    .then((reg) => {
      if (stopped) return;
      registration = reg;
      announceIfWaiting(reg);
      reg.addEventListener('updatefound', () => watchInstalling(reg));
      timer = setInterval(() => void checkNow(), intervalMs);
    })
    .catch(() => {
      // No worker (unsupported, refused, or a development server without one): the app runs without updates.
    });

  async function checkNow(): Promise<void> {
    if (!registration || stopped) return;
    try {
      await registration.update();
    } catch {
      // Offline or the server is away: the next check tries again.
    }
  }

  return {
    checkNow,
    applyUpdate() {
      const waiting = registration?.waiting;
      if (!waiting) {
        reload();
        return;
      }
      reloadRequested = true;
      waiting.postMessage(SKIP_WAITING_MESSAGE);
      // A newer version may have replaced that one meanwhile (installed while the banner was up): the newest
      // waiting worker is asked in turn, so « Actualiser » always ends on the latest version.
      waiting.addEventListener('statechange', () => {
        const next = registration?.waiting;
        if (waiting.state === 'redundant' && reloadRequested && next && next !== waiting)
          next.postMessage(SKIP_WAITING_MESSAGE);
      });
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearInterval(timer);
      container.removeEventListener('controllerchange', onControllerChange);
    },
  };
}
