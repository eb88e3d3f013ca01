import { vi } from 'vitest';

/** A `beforeinstallprompt` as Chromium sends it: prompt() opens the dialog, userChoice tells the answer. */
export function fakeInstallPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}
