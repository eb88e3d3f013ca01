import { addDaysToDate, toParisDateTime } from '../availability/paris-time';
import { countRangeDays, isCalendarDate } from '../stats/plan-range-reads';

/** A period of Paris days, both ends included ('yyyy-MM-dd'). */
export interface DayRange {
  from: string;
  to: string;
}

/** The reports' period choices. */
export type ReportRangeKind = 'today' | 'week' | 'month' | 'custom';

/** Longest custom period: 3 years (1,096 days, one leap day included), what the counters answer in ~70 reads. */
export const REPORT_RANGE_MAX_DAYS = 1096;

/** Why a custom period is refused. */
export const REPORT_RANGE_MESSAGES = {
  invalidDate: 'Veuillez saisir deux dates valides',
  reversed: 'La date de début doit précéder la date de fin',
  tooLong: 'La période ne peut pas dépasser 3 ans',
} as const;

/**
 * The days of a reports period, in Paris: today; this week (Monday to today); this month (the 1st to today); or
 * a custom period, checked: two real dates, from ≤ to, at most {@link REPORT_RANGE_MAX_DAYS} days (future days
 * are allowed: reservations count on their service date).
 * @example resolveReportRange({ kind: 'week', now: new Date('2026-11-26T10:00:00Z') }) // { ok: true, range: { from: '2026-11-23', to: '2026-11-26' } }
 */
export function resolveReportRange({
  kind,
  now,
  from,
  to,
}: {
  kind: ReportRangeKind;
  now: Date;
  from?: string;
  to?: string;
}): { ok: true; range: DayRange } | { ok: false; message: string } {
  const today = toParisDateTime({ at: now }).date;
  if (kind === 'today') return { ok: true, range: { from: today, to: today } };
  if (kind === 'month') return { ok: true, range: { from: `${today.slice(0, 7)}-01`, to: today } };
  if (kind === 'week') {
    const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
    const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
    return { ok: true, range: { from: addDaysToDate({ date: today, days: -sinceMonday }), to: today } };
  }
  if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to))
    return { ok: false, message: REPORT_RANGE_MESSAGES.invalidDate };
  if (from > to) return { ok: false, message: REPORT_RANGE_MESSAGES.reversed };
  if (countRangeDays({ from, to }) > REPORT_RANGE_MAX_DAYS)
    return { ok: false, message: REPORT_RANGE_MESSAGES.tooLong };
  return { ok: true, range: { from, to } };
}

/**
 * The period of the same length that ends the day before `from`, for the trends.
 * @example previousRange({ from: '2026-11-01', to: '2026-11-30' }) // { from: '2026-10-02', to: '2026-10-31' }
 */
export function previousRange(range: DayRange): DayRange {
  const days = countRangeDays(range);
  return {
    from: addDaysToDate({ date: range.from, days: -days }),
    to: addDaysToDate({ date: range.from, days: -1 }),
  };
}

/** The last `days` Paris days ending today, oldest first: the « 7 / 30 / 90 derniers jours » periods. */
export function lastDaysRange({ days, now }: { days: number; now: Date }): DayRange {
  const today = toParisDateTime({ at: now }).date;
  return { from: addDaysToDate({ date: today, days: 1 - days }), to: today };
}
