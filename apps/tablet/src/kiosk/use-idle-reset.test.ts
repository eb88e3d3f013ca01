import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleReset } from './use-idle-reset';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useIdleReset', () => {
  it('fires once after the delay without activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleReset(60_000, onIdle));
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'input'])('starts the count again on %s', (type) => {
    const onIdle = vi.fn();
    renderHook(() => useIdleReset(60_000, onIdle));
    vi.advanceTimersByTime(50_000);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts again after firing once someone uses the kiosk', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleReset(60_000, onIdle));
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('counts nothing while paused, and from zero once resumed', () => {
    const onIdle = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useIdleReset(60_000, onIdle, enabled), {
      initialProps: { enabled: false },
    });
    vi.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
    rerender({ enabled: true });
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops counting when unmounted', () => {
    const onIdle = vi.fn();
    const { unmount } = renderHook(() => useIdleReset(60_000, onIdle));
    unmount();
    vi.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
