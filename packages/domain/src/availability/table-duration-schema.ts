import { z } from 'zod';
import { ESTABLISHMENT_MESSAGES } from '../errors/admin-messages';

/** Shortest and longest time a booking may hold its tables, in minutes. */
export const TABLE_DURATION_MIN_MINUTES = 30;
export const TABLE_DURATION_MAX_MINUTES = 360;

const DurationMinutesSchema = z
  .number(ESTABLISHMENT_MESSAGES.tableDurationRange)
  .int(ESTABLISHMENT_MESSAGES.tableDurationRange)
  .min(TABLE_DURATION_MIN_MINUTES, ESTABLISHMENT_MESSAGES.tableDurationRange)
  .max(TABLE_DURATION_MAX_MINUTES, ESTABLISHMENT_MESSAGES.tableDurationRange);

/**
 * How long a booking holds its tables from its time, per service (restaurant booking setting
 * `tableDurationMinutes`): a 12:30 lunch held 120 minutes frees its table at 14:30.
 */
export const TableDurationMinutesSchema = z.object({
  lunch: DurationMinutesSchema,
  dinner: DurationMinutesSchema,
});
/** {@link TableDurationMinutesSchema} output type. */
export type TableDurationMinutes = z.infer<typeof TableDurationMinutesSchema>;

/** Two hours a service, used when a restaurant has saved no duration. */
export const DEFAULT_TABLE_DURATION_MINUTES: TableDurationMinutes = Object.freeze({
  lunch: 120,
  dinner: 120,
});
