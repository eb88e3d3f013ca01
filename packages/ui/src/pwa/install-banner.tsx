import { Download, Share, X } from 'lucide-react';
import { Button } from '../components/button';
import { IconButton } from '../components/icon-button';
import type { InstallPromptStore } from './install-prompt-store';
import { useInstallBanner, type InstallBannerState } from './use-install-banner';

/** The words of one app's install banner (the back office has the admin wording). */
export interface InstallBannerTexts {
  /** Names the region for screen readers, and is its title. */
  title: string;
  /** Why install, shown when the browser offers it. */
  description: string;
  /** The home-screen instructions shown on iOS instead. */
  iosInstructions: string;
  installLabel: string;
  dismissLabel: string;
}

export interface InstallBannerProps {
  texts: InstallBannerTexts;
  /** localStorage key remembering that the banner was put away. */
  storageKey: string;
  delayMs?: number;
  store?: InstallPromptStore;
}

/**
 * The install banner (customer-flows §2 "Install banner"): a band at the foot of the screen, 2 s after load,
 * never taking the focus; « Installer » opens the browser's dialog, the close button puts it away for good.
 */
export function InstallBanner({ texts, storageKey, delayMs, store }: InstallBannerProps) {
  const state = useInstallBanner({ storageKey, delayMs, store });
  return <InstallBannerView texts={texts} {...state} />;
}

/** The banner itself, for a state kept by {@link useInstallBanner} (PwaBanners keeps it before loading this). */
export function InstallBannerView({
  texts,
  mode,
  install,
  dismiss,
}: { texts: InstallBannerTexts } & InstallBannerState) {
  if (!mode) return null;
  const Icon = mode === 'ios' ? Share : Download;
  return (
    <section className="pwa-banner pwa-banner--install" role="region" aria-label={texts.title}>
      <Icon className="pwa-banner__icon" aria-hidden="true" />
      <div className="pwa-banner__body">
        <p className="pwa-banner__title">{texts.title}</p>
        <p className="pwa-banner__text">{mode === 'ios' ? texts.iosInstructions : texts.description}</p>
      </div>
      <div className="pwa-banner__actions">
        {mode === 'prompt' ? (
          <Button variant="primary" size="sm" icon={Download} onPress={() => void install()}>
            {texts.installLabel}
          </Button>
        ) : null}
        <IconButton icon={X} label={texts.dismissLabel} onPress={dismiss} />
      </div>
    </section>
  );
}
