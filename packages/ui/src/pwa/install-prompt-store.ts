/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** The browser's install offer, kept from the moment it is made so that screens mounted later can use it. */
export interface InstallPromptStore {
  /** Whether the browser currently offers installation. */
  getSnapshot(): boolean;
  subscribe(listener: () => void): () => void;
  /**
   * Starts keeping the browser's offer now, before any screen subscribes: an app whose banners load after its
   * first screen (the portal) calls it at start, so that an offer made meanwhile is not lost.
   */
  keepOffers(): void;
  /** Shows the browser's install dialog once; the offer is spent afterwards (the browser makes a new one if any). */
  prompt(): Promise<InstallOutcome>;
}

/**
 * Listens to `beforeinstallprompt` (kept, its mini-infobar prevented) and `appinstalled` (the offer ends) on the
 * given window from the first subscription on, and for good: the offer may come before a screen that uses it.
 */
export function createInstallPromptStore(target: Pick<Window, 'addEventListener'>): InstallPromptStore {
  let offer: InstallPromptEvent | null = null;
  let listening = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const listen = () => {
    if (listening) return;
    listening = true;
    target.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      offer = event as InstallPromptEvent;
      notify();
    });
    target.addEventListener('appinstalled', () => {
      offer = null;
      notify();
    });
  };
  return {
    getSnapshot: () => offer !== null,
    keepOffers: listen,
    subscribe(listener) {
      listen();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async prompt() {
      const current = offer;
      if (!current) return 'unavailable';
      offer = null;
      notify();
      await current.prompt();
      const choice = await current.userChoice;
      return choice.outcome;
    },
  };
}

let defaultStore: InstallPromptStore | null = null;

/** The store of this page's window, made on first use. */
export function windowInstallPromptStore(): InstallPromptStore {
  defaultStore ??= createInstallPromptStore(window);
  return defaultStore;
}
