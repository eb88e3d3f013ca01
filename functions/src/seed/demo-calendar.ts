/**
 * Dates of the demo data, in Europe/Paris wall time like every date the product stores. The demo is built
 * around "today" so that the back office opens on a lively day whenever it is started.
 */
const PARIS = 'Europe/Paris';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The calendar date in Paris at `now`, 'YYYY-MM-DD'. */
export function parisDate(now: Date): string {
  return dayFormat.format(now);
}

/** `date` moved by `days` calendar days ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// Paris offset at an instant, in minutes east of UTC (60 in winter, 120 in summer).
function parisOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant.getTime()) / 60000);
}

/** ISO timestamp of a Paris wall-clock moment ('2026-11-22', '19:30' → '2026-11-22T18:30:00.000Z'). */
export function parisTimestamp(date: string, time: string, extraMinutes = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm + extraMinutes);
  // Two passes settle the offset on days when the clocks change.
  const first = naive - parisOffsetMinutes(new Date(naive)) * 60000;
  const second = naive - parisOffsetMinutes(new Date(first)) * 60000;
  return new Date(second).toISOString();
}

/** The weekday key of the opening hours for a date. */
export function weekdayOf(
  date: string,
): 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const keys = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
  return keys[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? 'monday';
}
