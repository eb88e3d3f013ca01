import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PREFERENCES_KEY, readPreferences, usePagePreferences } from './use-page-preferences';
import type { PagePreferences } from './use-page-preferences';

const fallback: PagePreferences = {
  activeTab: 'ALL',
  serviceFilter: 'all',
  currentDate: '2026-11-22',
  restaurantId: null,
};

describe('page preferences', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves every change under reservationPagePreferences and reads it back', () => {
    const { result } = renderHook(() => usePagePreferences(fallback));
    act(() =>
      result.current[1]({
        activeTab: 'SEATED',
        serviceFilter: 'dinner',
        currentDate: '2026-12-01',
        restaurantId: 'r2',
      }),
    );
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toEqual({
      activeTab: 'SEATED',
      serviceFilter: 'dinner',
      currentDate: '2026-12-01',
      restaurantId: 'r2',
    });
    const again = renderHook(() => usePagePreferences(fallback));
    expect(again.result.current[0].activeTab).toBe('SEATED');
  });

  it('ignores malformed values', () => {
    window.localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ activeTab: 'X', serviceFilter: 'dinner', currentDate: 'demain' }),
    );
    expect(readPreferences(fallback)).toEqual({ ...fallback, serviceFilter: 'dinner' });
    window.localStorage.setItem(PREFERENCES_KEY, '{oops');
    expect(readPreferences(fallback)).toEqual(fallback);
  });
});
