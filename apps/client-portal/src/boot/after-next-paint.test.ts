import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

/** A window whose frames and tasks the test runs by hand. */
function fakeWindow(visibilityState: DocumentVisibilityState = 'visible') {
  const frames: FrameRequestCallback[] = [];
  const win = {
    document: { visibilityState },
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  } as unknown as Window;
  const paintFrame = () => frames.splice(0).forEach((callback) => callback(0));
  return { win, frames, paintFrame };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('settles in the task after the next frame, not before the frame', async () => {
    vi.useFakeTimers();
    const { win, paintFrame } = fakeWindow();
    let settled = false;
    void afterNextPaint(10_000, win).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(false);
    paintFrame();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('settles at its cap when no frame comes', async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow();
    let settled = false;
    void afterNextPaint(200, win).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('settles at once in a hidden tab, which paints no frame', async () => {
    const { win, frames } = fakeWindow('hidden');
    await expect(afterNextPaint(200, win)).resolves.toBeUndefined();
    expect(frames).toHaveLength(0);
  });
});
