import { useCallback, useEffect, useState } from 'react';
import { DAY_TABS, SERVICE_FILTERS } from '../day-model';
import type { DayTab, ServiceFilter } from '../day-model';

/** The day screen's preferences remembered between visits (staff-operations §2, local storage key of §7). */
export interface PagePreferences {
  activeTab: DayTab;
  serviceFilter: ServiceFilter;
  currentDate: string;
  restaurantId: string | null;
}

export const PREFERENCES_KEY = 'reservationPagePreferences';

/** Reads stored preferences, keeping only well-formed values (an old or tampered entry must not break the page). */
export function readPreferences(fallback: PagePreferences): PagePreferences {
  try {
    const raw = window.localStorage.getItem(PREFERENCES_KEY);
    if (!raw) return fallback;
    const stored = JSON.parse(raw) as Partial<Record<keyof PagePreferences, unknown>>;
    return {
      activeTab: DAY_TABS.includes(stored.activeTab as DayTab)
        ? (stored.activeTab as DayTab)
        : fallback.activeTab,
      serviceFilter: SERVICE_FILTERS.includes(stored.serviceFilter as ServiceFilter)
        ? (stored.serviceFilter as ServiceFilter)
        : fallback.serviceFilter,
      currentDate:
        typeof stored.currentDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(stored.currentDate)
          ? stored.currentDate
          : fallback.currentDate,
      restaurantId: typeof stored.restaurantId === 'string' ? stored.restaurantId : fallback.restaurantId,
    };
  } catch {
    return fallback;
  }
}

/** The preferences, saved on every change. */
export function usePagePreferences(fallback: PagePreferences) {
  const [prefs, setPrefs] = useState(() => readPreferences(fallback));
  useEffect(() => {
    try {
      window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(prefs));
    } catch {
      // Storage refused (private mode): preferences then last for the visit.
    }
  }, [prefs]);
  const update = useCallback((patch: Partial<PagePreferences>) => setPrefs((p) => ({ ...p, ...patch })), []);
  return [prefs, update] as const;
}
