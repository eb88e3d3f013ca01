import { useCallback, useEffect, useState } from 'react';
import { isIos, isStandalone, rememberInstallDismissed, wasInstallDismissed } from './install-environment';
import type { InstallOutcome, InstallPromptStore } from './install-prompt-store';
import { useInstallPrompt } from './use-install-prompt';

/** The banner waits this long after load (customer-flows §9: install banner delay 2 s). */
export const INSTALL_BANNER_DELAY_MS = 2_000;

export interface InstallBannerOptions {
  /** localStorage key remembering « put away » on this device. */
  storageKey: string;
  delayMs?: number;
  store?: InstallPromptStore;
}

export interface InstallBannerState {
  /** 'prompt': the browser's install dialog is offered; 'ios': the home-screen instructions; null: hidden. */
  mode: 'prompt' | 'ios' | null;
  install: () => Promise<InstallOutcome>;
  dismiss: () => void;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The install banner (customer-flows §2): 2 s after load, unless put away before or already standalone; on iOS
 * the home-screen instructions, elsewhere only while the browser offers installation.
 */
export function useInstallBanner({
  storageKey,
  delayMs = INSTALL_BANNER_DELAY_MS,
  store,
}: InstallBannerOptions): InstallBannerState {
  const { canInstall, promptInstall } = useInstallPrompt(store);
  const [eligible] = useState(
    () => !isStandalone(window) && !wasInstallDismissed(localStorageOrNull(), storageKey),
  );
  const [ios] = useState(() => isIos(window.navigator));
  const [delayOver, setDelayOver] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (!eligible) return;
    const timer = window.setTimeout(() => setDelayOver(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [eligible, delayMs]);

  const dismiss = useCallback(() => {
    rememberInstallDismissed(localStorageOrNull(), storageKey);
    setClosed(true);
  }, [storageKey]);

  const install = useCallback(async () => {
    setClosed(true);
    return promptInstall();
  }, [promptInstall]);

  let mode: InstallBannerState['mode'] = null;
  if (eligible && delayOver && !closed) {
    if (canInstall) mode = 'prompt';
    else if (ios) mode = 'ios';
  }
  return { mode, install, dismiss };
}
