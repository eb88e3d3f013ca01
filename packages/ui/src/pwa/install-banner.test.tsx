import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallBanner, type InstallBannerTexts } from './install-banner';
import { fakeInstallPrompt } from './install-prompt.fixture';
import { createInstallPromptStore } from './install-prompt-store';

const TEXTS: InstallBannerTexts = {
  title: "Installez l'application",
  description: 'Réservez en un geste.',
  iosInstructions: "Touchez Partager, puis « Sur l'écran d'accueil ».",
  installLabel: 'Installer',
  dismissLabel: "Ne plus proposer l'installation",
};
const KEY = 'test.install-dismissed';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile';
const desktopAgent = window.navigator.userAgent;

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

function renderBanner() {
  const store = createInstallPromptStore(window);
  const view = render(<InstallBanner texts={TEXTS} storageKey={KEY} store={store} />);
  return { store, view };
}

const banner = () => screen.queryByRole('region', { name: TEXTS.title });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setUserAgent(desktopAgent);
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('InstallBanner', () => {
  it('appears 2 s after load when the browser offers installation, and « Installer » opens its dialog', async () => {
    renderBanner();
    const { event, prompt } = fakeInstallPrompt();
    act(() => void window.dispatchEvent(event));
    act(() => void vi.advanceTimersByTime(1_999));
    expect(banner()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(banner()).not.toBeNull();
    expect(screen.getByText(TEXTS.description)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Installer' }));
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
  });

  it('stays hidden without an offer outside iOS, and shows once an offer comes late', () => {
    renderBanner();
    act(() => void vi.advanceTimersByTime(5_000));
    expect(banner()).toBeNull();
    act(() => void window.dispatchEvent(fakeInstallPrompt().event));
    expect(banner()).not.toBeNull();
  });

  it('once put away, is remembered and does not come back on the next load', () => {
    const first = renderBanner();
    act(() => void window.dispatchEvent(fakeInstallPrompt().event));
    act(() => void vi.advanceTimersByTime(2_000));
    fireEvent.click(screen.getByRole('button', { name: TEXTS.dismissLabel }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(KEY)).toBe('1');
    first.view.unmount();

    renderBanner();
    act(() => void window.dispatchEvent(fakeInstallPrompt().event));
    act(() => void vi.advanceTimersByTime(2_000));
    expect(banner()).toBeNull();
  });

  it('never appears when the app already runs standalone', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(display-mode: standalone)' }),
    });
    renderBanner();
    act(() => void window.dispatchEvent(fakeInstallPrompt().event));
    act(() => void vi.advanceTimersByTime(2_000));
    expect(banner()).toBeNull();
  });

  it('on iOS, shows the home-screen instructions without an install button', () => {
    setUserAgent(IPHONE);
    renderBanner();
    act(() => void vi.advanceTimersByTime(2_000));
    expect(banner()).not.toBeNull();
    expect(screen.getByText(TEXTS.iosInstructions)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Installer' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
