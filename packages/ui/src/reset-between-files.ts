import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * After each test file of a suite whose files share a worker's module graph and jsdom (isolate: false, see
 * tools/vitest/shared-graph-projects.ts): what the file left in the page, the storages, the address bar, the
 * timers and the globals it stubbed is cleared, so that the next file starts as in a fresh worker. Tests that
 * fake a browser's measurements or features (window.scrollY, navigator.clipboard, the root element's height)
 * define properties on those objects: their own properties go back to what the worker started with.
 */
type Snapshot = Map<object, Map<PropertyKey, PropertyDescriptor>>;

const SNAPSHOT = Symbol.for('app.test.worker-globals');
const holder = globalThis as typeof globalThis & { [SNAPSHOT]?: Snapshot };

/** The objects whose own properties are put back; added ones are removed from all but window (libraries'). */
function watched(): { target: object; removeAdded: boolean }[] {
  return [
    { target: window, removeAdded: false },
    { target: window.navigator, removeAdded: true },
    { target: document.documentElement, removeAdded: true },
  ];
}

function descriptors(target: object): Map<PropertyKey, PropertyDescriptor> {
  return new Map(Reflect.ownKeys(target).map((key) => [key, Reflect.getOwnPropertyDescriptor(target, key)!]));
}

const same = (a: PropertyDescriptor, b: PropertyDescriptor | undefined) =>
  b !== undefined && a.value === b.value && a.get === b.get && a.set === b.set;

function restore(snapshot: Snapshot): void {
  for (const { target, removeAdded } of watched()) {
    const initial = snapshot.get(target);
    if (!initial) continue;
    if (removeAdded)
      for (const key of Reflect.ownKeys(target))
        if (!initial.has(key) && Reflect.getOwnPropertyDescriptor(target, key)?.configurable)
          Reflect.deleteProperty(target, key);
    for (const [key, descriptor] of initial)
      if (!same(descriptor, Reflect.getOwnPropertyDescriptor(target, key)))
        Reflect.defineProperty(target, key, descriptor);
  }
}

// Taken when the worker's first file starts, before any of the app's modules is loaded.
if (typeof document !== 'undefined' && !holder[SNAPSHOT])
  holder[SNAPSHOT] = new Map(watched().map(({ target }) => [target, descriptors(target)]));

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // Files marked `@vitest-environment node` have no page.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  const snapshot = holder[SNAPSHOT];
  if (snapshot) restore(snapshot);
});
