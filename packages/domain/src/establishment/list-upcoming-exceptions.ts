import type { DateException } from '../availability/opening-hours-schema';

/** First and last dates an exception covers. */
export function exceptionDates(exception: DateException): { from: string; to: string } {
  return exception.kind === 'closed'
    ? { from: exception.from, to: exception.to }
    : { from: exception.date, to: exception.date };
}

/**
 * The exceptions still to come or in force on `today` (Paris date), by first date: what the establishment page
 * lists, and what it saves, so the stored list never grows with the past.
 * @example listUpcomingExceptions({ exceptions, today: '2026-12-01' }) // closures ending 2026-12-01 or later, specials from that date
 */
export function listUpcomingExceptions({
  exceptions,
  today,
}: {
  exceptions: readonly DateException[] | undefined;
  today: string;
}): DateException[] {
  return (exceptions ?? [])
    .filter((exception) => exceptionDates(exception).to >= today)
    .sort((a, b) => exceptionDates(a).from.localeCompare(exceptionDates(b).from));
}
