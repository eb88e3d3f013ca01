/**
 * Weekday keys in the order the settings page shows them (Monday first, as in France). Kept apart from the
 * opening-hours schema so that date helpers reach the public booking page without bringing zod with them.
 */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
/** One of {@link WEEKDAYS}. */
export type Weekday = (typeof WEEKDAYS)[number];
