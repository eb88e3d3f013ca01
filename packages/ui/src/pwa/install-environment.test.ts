import { describe, expect, it } from 'vitest';
import { isIos, isStandalone, rememberInstallDismissed, wasInstallDismissed } from './install-environment';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

const windowWith = (standaloneQuery: boolean, standaloneFlag?: boolean) => ({
  matchMedia: (query: string) => ({ matches: standaloneQuery && query === '(display-mode: standalone)' }),
  navigator: { userAgent: ANDROID, maxTouchPoints: 5, standalone: standaloneFlag },
});

describe('isStandalone', () => {
  it('is true in display-mode standalone, or with iOS home-screen flag', () => {
    expect(isStandalone(windowWith(true))).toBe(true);
    expect(isStandalone(windowWith(false, true))).toBe(true);
  });
  it('is false in a browser tab, and where matchMedia is missing', () => {
    expect(isStandalone(windowWith(false, false))).toBe(false);
    expect(isStandalone({ navigator: { userAgent: ANDROID, maxTouchPoints: 0 } })).toBe(false);
  });
});

describe('isIos', () => {
  it('recognises iPhones and iPads that report a Mac with a touch screen', () => {
    expect(isIos({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: MAC, maxTouchPoints: 5 })).toBe(true);
  });
  it('leaves out real Macs and Android', () => {
    expect(isIos({ userAgent: MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });
});

describe('install dismissal', () => {
  it('is remembered under its key only', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(wasInstallDismissed(storage, 'app.install')).toBe(false);
    rememberInstallDismissed(storage, 'app.install');
    expect(wasInstallDismissed(storage, 'app.install')).toBe(true);
    expect(wasInstallDismissed(storage, 'other.install')).toBe(false);
  });
  it('survives a storage that refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberInstallDismissed(refusing, 'k')).not.toThrow();
    expect(wasInstallDismissed(refusing, 'k')).toBe(false);
    expect(wasInstallDismissed(null, 'k')).toBe(false);
  });
});
