import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeInstallPrompt } from './install-prompt.fixture';
import { PwaBanners } from './pwa-banners';

const TEXTS = {
  title: "Installez l'application",
  description: 'Réservez en un geste.',
  iosInstructions: "Touchez Partager, puis « Sur l'écran d'accueil ».",
  installLabel: 'Installer',
  dismissLabel: "Ne plus proposer l'installation",
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PwaBanners', () => {
  it('draws nothing while no banner is due, then the install banner once offered and its 2 s are over', async () => {
    const view = render(
      <PwaBanners installTexts={TEXTS} installStorageKey="test.install" updatesEnabled={false} />,
    );
    const container = view.container.querySelector('.pwa-banners');
    expect(container?.childElementCount).toBe(0);
    // The offer comes before the banners' drawing is loaded: kept, not missed.
    act(() => void window.dispatchEvent(fakeInstallPrompt().event));
    act(() => void vi.advanceTimersByTime(2_000));
    vi.useRealTimers();
    expect(await screen.findByRole('region', { name: TEXTS.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Installer' })).toBeTruthy();
  });

  it('tells the app once when the install offer shows, and when the app is installed', async () => {
    const onInstallEvent = vi.fn();
    render(
      <PwaBanners
        installTexts={TEXTS}
        installStorageKey="test.install"
        updatesEnabled={false}
        onInstallEvent={onInstallEvent}
      />,
    );
    act(() => void window.dispatchEvent(fakeInstallPrompt().event));
    expect(onInstallEvent).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(2_000));
    expect(onInstallEvent.mock.calls).toEqual([['pwa_prompt_shown']]);
    act(() => void window.dispatchEvent(fakeInstallPrompt().event));
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(onInstallEvent.mock.calls).toEqual([['pwa_prompt_shown'], ['pwa_installed']]);
  });
});
