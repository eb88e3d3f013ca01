import { useCallback, useSyncExternalStore } from 'react';
import { isStandalone } from './install-environment';
import {
  windowInstallPromptStore,
  type InstallOutcome,
  type InstallPromptStore,
} from './install-prompt-store';

export interface InstallPrompt {
  /** The browser offers installation and the app is not already installed. */
  canInstall: boolean;
  /** Opens the browser's install dialog. */
  promptInstall: () => Promise<InstallOutcome>;
}

/**
 * The browser's installation offer (staff-operations §2: an 'Install app' button when the browser offers
 * installation and the app is not running standalone).
 */
export function useInstallPrompt(store: InstallPromptStore = windowInstallPromptStore()): InstallPrompt {
  const offered = useSyncExternalStore(store.subscribe, store.getSnapshot, () => false);
  const promptInstall = useCallback(() => store.prompt(), [store]);
  return { canInstall: offered && !isStandalone(window), promptInstall };
}
