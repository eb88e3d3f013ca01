import { z } from 'zod';
import { MESSAGES } from '../errors/messages';
import { requiredId } from '../schemas/inputs/form-checks';
import { safeString } from '../schemas/safe-string';

/** Months one read returns at most: a year of counters, one small document each. */
export const MAX_SMS_USAGE_MONTHS = 12;

/** readSmsUsage: a venue's SMS counters for `months` months ending with `month` ('YYYY-MM'). */
export const ReadSmsUsageInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.reservation.noRestaurantSelected).max(
    200,
    MESSAGES.generic.restaurantNotFound,
  ),
  month: safeString()
    .max(7, MESSAGES.generic.invalidDateTime)
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, MESSAGES.generic.invalidDateTime),
  months: z
    .number({ message: MESSAGES.generic.invalidInput })
    .int(MESSAGES.generic.invalidInput)
    .min(1, MESSAGES.generic.invalidInput)
    .max(MAX_SMS_USAGE_MONTHS, MESSAGES.generic.invalidInput)
    .default(1),
});

/** {@link ReadSmsUsageInputSchema} input type. */
export type ReadSmsUsageInput = z.input<typeof ReadSmsUsageInputSchema>;

/** One month of a venue's SMS, as readSmsUsage answers it. */
export interface SmsMonthUsage {
  month: string;
  /** Messages sent. */
  messages: number;
  /** SMS billed (a 2-part message counts 2). */
  segments: number;
  /** Messages held back by the monthly cap (their mail went alone). */
  capped: number;
  /** When the cap was first reached that month, if it was. */
  capReachedAt?: string;
}

/**
 * The `count` months ending with `month`, newest first.
 * @example monthsEndingWith('2026-02', 3) // ['2026-02', '2026-01', '2025-12']
 */
export function monthsEndingWith(month: string, count: number): string[] {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (mon - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
