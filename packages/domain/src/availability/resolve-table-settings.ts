import { resolveAvailabilityMode, type AvailabilityMode } from './availability-mode-schema';
import type { RestaurantBookingSettings } from './restaurant-booking-settings-schema';
import { DEFAULT_TABLE_DURATION_BANDS, type TableDurationBands } from './table-duration-bands-schema';

/** What « Par tables » reads of a venue's settings, defaults filled in. */
export interface TableSettings {
  mode: AvailabilityMode;
  bands: TableDurationBands;
  /** Most covers starting per quarter of an hour; null: no pacing. */
  pacing: number | null;
}

/**
 * A venue's table settings: its mode (« Par couverts » unless it chose « Par tables »), its duration bands
 * (1–2: 1 h 30, 3–4: 2 h, 5+: 2 h 30 until it edits them) and its pacing (none unless set).
 */
export function resolveTableSettings({
  settings,
}: {
  settings: Pick<
    RestaurantBookingSettings,
    'availabilityMode' | 'tableDurationBands' | 'pacingCoversPer15Min'
  >;
}): TableSettings {
  return {
    mode: resolveAvailabilityMode({ settings }),
    bands: settings.tableDurationBands ?? DEFAULT_TABLE_DURATION_BANDS,
    pacing: settings.pacingCoversPer15Min ?? null,
  };
}
