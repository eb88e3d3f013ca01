import type { DateException, OpeningHours } from './opening-hours-schema';

/**
 * The dated exception in force on `date`: a closure covering it wins over special hours of that date (a
 * manager who closes a week means the whole week), else the special hours, else none.
 * @example findDateException({ openingHours, date: '2026-12-25' }) // { kind: 'closed', from: '2026-12-24', … }
 */
export function findDateException({
  openingHours,
  date,
}: {
  openingHours: Pick<OpeningHours, 'exceptions'>;
  date: string;
}): DateException | undefined {
  const exceptions = openingHours.exceptions ?? [];
  return (
    exceptions.find((e) => e.kind === 'closed' && e.from <= date && date <= e.to) ??
    exceptions.find((e) => e.kind === 'special' && e.date === date)
  );
}
