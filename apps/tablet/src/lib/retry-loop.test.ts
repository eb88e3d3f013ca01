import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRetryLoop } from './retry-loop';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startRetryLoop', () => {
  it('retries every interval and when the connection comes back, until stopped', () => {
    const retry = vi.fn();
    const source = new EventTarget();
    const stop = startRetryLoop({ retry, intervalMs: 5000, source });
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4999);
    expect(retry).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    source.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(retry).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(20_000);
    source.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(4);
  });
});
