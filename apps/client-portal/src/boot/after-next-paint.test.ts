import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

type Entry = { name: string; element?: Element };

/** A window whose frames, tasks and paint entries the test gives by hand; `entryTypes` those it reports. */
function fakeWindow({
  visibilityState = 'visible',
  entryTypes = [] as string[],
}: { visibilityState?: DocumentVisibilityState; entryTypes?: string[] } = {}) {
  const frames: FrameRequestCallback[] = [];
  const observers: {
    type?: string;
    callback: (list: { getEntries: () => Entry[] }) => void;
    live: boolean;
  }[] = [];
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
      this.record = { callback, live: true };
      observers.push(this.record);
    }
    observe({ type }: { type: string }) {
      this.record.type = type;
    }
    disconnect() {
      this.record.live = false;
    }
  }
  const win = {
    document: { visibilityState },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  } as unknown as Window;
  const paintFrame = () => frames.splice(0).forEach((callback) => callback(0));
  const report = (type: string, entries: Entry[]) =>
    observers
      .filter((o) => o.live && o.type === type)
      .forEach((o) => o.callback({ getEntries: () => entries }));
  return { win, frames, observers, paintFrame, report };
}

afterEach(() => {
  vi.useRealTimers();
});

async function settledFlag(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  await Promise.resolve();
  return state;
}

describe('afterNextPaint', () => {
  it('settles on the first contentful paint, not on another paint entry', async () => {
    vi.useFakeTimers();
    const { win, report, observers } = fakeWindow({ entryTypes: ['paint', 'largest-contentful-paint'] });
    const state = await settledFlag(afterNextPaint(undefined, 10_000, win));
    report('paint', [{ name: 'first-paint' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(false);
    report('paint', [{ name: 'first-contentful-paint' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
    expect(observers.every((o) => !o.live)).toBe(true);
  });

  it("given an element, settles on the largest paint that shows it, not on an earlier one's", async () => {
    vi.useFakeTimers();
    const { win, report } = fakeWindow({ entryTypes: ['paint', 'largest-contentful-paint'] });
    const greeting = document.createElement('h1');
    const state = await settledFlag(afterNextPaint(greeting, 10_000, win));
    report('largest-contentful-paint', [{ name: '', element: document.createElement('span') }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(false);
    report('largest-contentful-paint', [{ name: '', element: greeting }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it('without paint entries (Safari), settles in the task after the next frame, not before the frame', async () => {
    vi.useFakeTimers();
    const { win, paintFrame } = fakeWindow();
    const state = await settledFlag(afterNextPaint(undefined, 10_000, win));
    await vi.advanceTimersByTimeAsync(50);
    expect(state.settled).toBe(false);
    paintFrame();
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it('settles at its cap when no paint comes', async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow({ entryTypes: ['paint'] });
    const state = await settledFlag(afterNextPaint(undefined, 300, win));
    await vi.advanceTimersByTimeAsync(299);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });

  it('settles at once in a hidden tab, which paints nothing', async () => {
    const { win, frames, observers } = fakeWindow({ visibilityState: 'hidden', entryTypes: ['paint'] });
    await expect(afterNextPaint(undefined, 300, win)).resolves.toBeUndefined();
    expect(frames).toHaveLength(0);
    expect(observers).toHaveLength(0);
  });
});
