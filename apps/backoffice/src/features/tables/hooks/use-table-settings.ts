import { DEFAULT_TABLE_DURATION_MINUTES } from '@app/domain';
import type { OpeningHours, TableDurationMinutes } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

export interface TableSettings {
  /** How long a booking holds its tables per service (two hours each until read or when unreadable). */
  durations: TableDurationMinutes;
  /** The week's slots, for the day plan's times; null until read or when unreadable. */
  openingHours: OpeningHours | null;
}

/**
 * The restaurant's table durations and opening hours: its saved settings, else its document's copy (as the
 * server reads them), else the defaults, so that the plan shows what the server will accept.
 */
export function useTableSettings(restaurantId: string): TableSettings {
  const { restaurants } = useRepositories();
  const [settings, setSettings] = useState<TableSettings>({
    durations: DEFAULT_TABLE_DURATION_MINUTES,
    openingHours: null,
  });
  useEffect(() => {
    let live = true;
    (async () => {
      const source =
        (await restaurants.getSettings(restaurantId).catch(() => null)) ??
        (await restaurants.getById(restaurantId).catch(() => null));
      if (live && source)
        setSettings({ durations: source.tableDurationMinutes, openingHours: source.openingHours });
    })();
    return () => {
      live = false;
    };
  }, [restaurants, restaurantId]);
  return settings;
}
