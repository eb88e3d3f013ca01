import { z } from 'zod';
import { ESTABLISHMENT_MESSAGES } from '../errors/admin-messages';

/**
 * How a venue decides what can be booked online: « Par couverts » counts covers per slot and per day (the
 * original model, the default), « Par tables » books a table or a group of joinable tables for a duration.
 */
export const AVAILABILITY_MODES = ['covers', 'tables'] as const;
/** One of {@link AVAILABILITY_MODES}. */
export type AvailabilityMode = (typeof AVAILABILITY_MODES)[number];

/** The establishment page's choice, refused in French when it is neither mode. */
export const AvailabilityModeSchema = z.enum(AVAILABILITY_MODES, {
  error: ESTABLISHMENT_MESSAGES.availabilityModeUnknown,
});

/** Labels of the establishment page's choice. */
export const AVAILABILITY_MODE_LABELS: Record<AvailabilityMode, string> = {
  covers: 'Par couverts',
  tables: 'Par tables',
};

/** A venue saved before the choice existed books by covers, exactly as before. */
export const DEFAULT_AVAILABILITY_MODE: AvailabilityMode = 'covers';

/**
 * The mode a venue's settings stand for: « Par tables » only when chosen, whatever else is saved.
 * @example resolveAvailabilityMode({ settings: {} }) // 'covers'
 */
export function resolveAvailabilityMode({
  settings,
}: {
  settings: { availabilityMode?: AvailabilityMode | undefined };
}): AvailabilityMode {
  return settings.availabilityMode === 'tables' ? 'tables' : DEFAULT_AVAILABILITY_MODE;
}
