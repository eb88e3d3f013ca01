import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewArrivals } from './use-new-arrivals';

describe('useNewArrivals', () => {
  it('marks nothing on the first read, then what arrives, until the scope changes', () => {
    const { result, rerender } = renderHook(({ ids, ready, scope }) => useNewArrivals(ids, ready, scope), {
      initialProps: { ids: [] as string[], ready: false, scope: 'd1' },
    });
    rerender({ ids: ['a', 'b'], ready: true, scope: 'd1' });
    expect([...result.current]).toEqual([]);
    rerender({ ids: ['a', 'b', 'c'], ready: true, scope: 'd1' });
    expect([...result.current]).toEqual(['c']);
    // A row leaving and coming back (a confirmation undone) is no arrival.
    rerender({ ids: ['b', 'c'], ready: true, scope: 'd1' });
    rerender({ ids: ['a', 'b', 'c'], ready: true, scope: 'd1' });
    expect([...result.current]).toEqual(['c']);
    // Another day: its first read marks nothing.
    act(() => rerender({ ids: ['x', 'y'], ready: true, scope: 'd2' }));
    expect([...result.current]).toEqual([]);
  });
});
