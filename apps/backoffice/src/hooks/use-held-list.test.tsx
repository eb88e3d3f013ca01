import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeldList } from './use-held-list';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const a = { id: 'a', status: 'PENDING' };
const b = { id: 'b', status: 'PENDING' };
const c = { id: 'c', status: 'PENDING' };

describe('useHeldList', () => {
  it('shows the source as it is without a hold', () => {
    const { result, rerender } = renderHook(({ list }) => useHeldList(list), {
      initialProps: { list: [a, b] },
    });
    expect(result.current.items).toEqual([a, b]);
    rerender({ list: [b] });
    expect(result.current.items).toEqual([b]);
  });

  it('keeps the rows in place for a second after an action, then follows the source', () => {
    const { result, rerender } = renderHook(({ list }) => useHeldList(list), {
      initialProps: { list: [a, b] },
    });
    act(() => result.current.hold());
    // A confirmed, so gone from the source; c arrives meanwhile: a stays where it was, c waits.
    rerender({ list: [{ ...b, status: 'PENDING' }, c] });
    expect(result.current.items.map((r) => r.id)).toEqual(['a', 'b']);
    expect(result.current.holding).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.items.map((r) => r.id)).toEqual(['a', 'b']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.items.map((r) => r.id)).toEqual(['b', 'c']);
    expect(result.current.holding).toBe(false);
  });

  it('shows each held row in its latest state, and a second action starts the second again', () => {
    const { result, rerender } = renderHook(({ list }) => useHeldList(list), {
      initialProps: { list: [a, b] },
    });
    act(() => result.current.hold());
    rerender({ list: [{ ...a, status: 'CONFIRMED' }, b] });
    expect(result.current.items[0]).toEqual({ id: 'a', status: 'CONFIRMED' });
    act(() => vi.advanceTimersByTime(800));
    act(() => result.current.hold());
    rerender({ list: [{ ...a, status: 'CONFIRMED' }] });
    act(() => vi.advanceTimersByTime(800));
    expect(result.current.items.map((r) => r.id)).toEqual(['a', 'b']);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.items.map((r) => r.id)).toEqual(['a']);
  });
});
