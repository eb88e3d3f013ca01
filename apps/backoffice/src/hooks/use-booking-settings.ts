import {
  DEFAULT_TABLE_DURATION_BANDS,
  DEFAULT_TABLE_DURATION_MINUTES,
  resolveTableSettings,
} from '@app/domain';
import type { OpeningHours, TableDurationBands, TableDurationMinutes } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../lib/services-context';

/** The key the establishment page invalidates once it saves (its hours, its durations). */
export const bookingSettingsKey = (restaurantId: string) => ['booking-settings', restaurantId] as const;

export interface TableSettings {
  /** How long a booking holds its tables per service (two hours each until read, or when unreadable). */
  durations: TableDurationMinutes;
  /** The week's slots, for the plan's times; null until read or when unreadable. */
  openingHours: OpeningHours | null;
  /** How long a booking holds its tables by service and party size, as the engine reads it (both modes). */
  bands: TableDurationBands;
  /** False until the settings are read (or found unreadable: then the defaults). */
  ready: boolean;
}

/**
 * The restaurant's table durations and opening hours as the server reads them (its saved settings, else its
 * document's copy), so that the plan, the list's conflict marks and the assignment show what the server
 * will accept. One query shared by every screen of the service.
 */
export function useTableSettings(restaurantId: string | null): TableSettings {
  const { restaurants } = useRepositories();
  const query = useQuery({
    queryKey: bookingSettingsKey(restaurantId ?? ''),
    queryFn: () => restaurants.getBookingSettings(restaurantId ?? ''),
    enabled: restaurantId !== null,
    staleTime: 5 * 60_000,
  });
  return {
    durations: query.data?.tableDurationMinutes ?? DEFAULT_TABLE_DURATION_MINUTES,
    openingHours: query.data?.openingHours ?? null,
    bands: query.data ? resolveTableSettings({ settings: query.data }).bands : DEFAULT_TABLE_DURATION_BANDS,
    ready: !query.isPending,
  };
}
