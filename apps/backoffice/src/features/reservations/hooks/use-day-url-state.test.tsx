import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { dayParams, parseDayParams, useDayUrlState } from './use-day-url-state';
import { PREFERENCES_KEY } from './use-page-preferences';
import type { PagePreferences } from './use-page-preferences';

const fallback: PagePreferences = {
  activeTab: 'ALL',
  serviceFilter: 'all',
  currentDate: '2026-11-23',
  restaurantId: 'r1',
};

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const location = useLocation();
      const [prefs, update] = useDayUrlState(fallback);
      return { prefs, update, search: location.search };
    },
    { wrapper },
  );
}

describe('day screen address', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads the day, tab and service of the address, ignoring malformed values', () => {
    expect(parseDayParams(new URLSearchParams('date=2026-12-01&onglet=PENDING&service=dinner'))).toEqual({
      date: '2026-12-01',
      tab: 'PENDING',
      service: 'dinner',
    });
    expect(parseDayParams(new URLSearchParams('date=demain&onglet=X&service=brunch'))).toEqual({});
    expect(dayParams({ currentDate: '2026-12-01', activeTab: 'ALL', serviceFilter: 'all' }).toString()).toBe(
      'date=2026-12-01',
    );
  });

  it('a reload of an address keeps its day and filters, and the browser remembers them', () => {
    const { result } = renderAt('/app/reservations?date=2026-12-01&onglet=SEATED&service=lunch');
    expect(result.current.prefs).toMatchObject({
      currentDate: '2026-12-01',
      activeTab: 'SEATED',
      serviceFilter: 'lunch',
    });
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toMatchObject({
      currentDate: '2026-12-01',
      activeTab: 'SEATED',
    });
  });

  it('opens on today without a date in the address, never on the last date viewed (issue 36)', () => {
    window.localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ ...fallback, currentDate: '2026-11-30', serviceFilter: 'dinner' }),
    );
    const { result } = renderAt('/app/reservations');
    // Today is the fallback's date; the remembered service stays.
    expect(result.current.search).toBe('?date=2026-11-23&service=dinner');
    act(() => result.current.update({ currentDate: '2026-12-02', activeTab: 'PENDING' }));
    expect(result.current.search).toBe('?date=2026-12-02&onglet=PENDING&service=dinner');
    expect(result.current.prefs.currentDate).toBe('2026-12-02');
  });
});
