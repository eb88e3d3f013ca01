import { describe, expect, it, vi } from 'vitest';
import { fakeInstallPrompt } from './install-prompt.fixture';
import { createInstallPromptStore } from './install-prompt-store';

describe('createInstallPromptStore', () => {
  it('keeps the offer, prevents the browser’s own infobar and tells its subscribers', () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(target as unknown as Window);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBe(false);
    const { event } = fakeInstallPrompt();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('prompts once with the kept offer and answers the user’s choice; the offer is then spent', async () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(target as unknown as Window);
    store.subscribe(() => {});
    const { event, prompt } = fakeInstallPrompt('dismissed');
    target.dispatchEvent(event);
    await expect(store.prompt()).resolves.toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(false);
    await expect(store.prompt()).resolves.toBe('unavailable');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('drops the offer once the app is installed', () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(target as unknown as Window);
    store.subscribe(() => {});
    target.dispatchEvent(fakeInstallPrompt().event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(store.getSnapshot()).toBe(false);
  });

  it('keeps an offer made before any subscriber once told to (banners loaded after the first screen)', () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(target as unknown as Window);
    store.keepOffers();
    const { event } = fakeInstallPrompt();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBe(true);
    // Listening once, however often it is asked.
    store.keepOffers();
    target.dispatchEvent(fakeInstallPrompt().event);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('without being told to, an offer made before the first subscriber is not kept', () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(target as unknown as Window);
    target.dispatchEvent(fakeInstallPrompt().event);
    store.subscribe(() => {});
    expect(store.getSnapshot()).toBe(false);
  });
});
