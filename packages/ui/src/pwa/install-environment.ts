/** The part of `window` the install checks read (tests give their own). */
export interface InstallWindow {
  matchMedia?: (query: string) => { matches: boolean };
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { standalone?: boolean };
}

/** Whether the app already runs as an installed app: display-mode standalone, or iOS's home-screen flag. */
export function isStandalone(win: InstallWindow): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || win.navigator.standalone === true;
}

/**
 * Whether the device runs iOS/iPadOS, whose browsers never offer `beforeinstallprompt` (the banner then explains
 * « Sur l'écran d'accueil »). iPadOS reports a Mac user agent: it is told apart by its touch screen.
 */
export function isIos(nav: InstallWindow['navigator']): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}

/** Whether the install banner was put away on this device (remembered in localStorage under the given key). */
export function wasInstallDismissed(storage: Pick<Storage, 'getItem'> | null, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Remembers that the install banner was put away (private modes that refuse storage only forget it). */
export function rememberInstallDismissed(storage: Pick<Storage, 'setItem'> | null, key: string): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // Storage refused: the banner comes back on the next visit, nothing else breaks.
  }
}
