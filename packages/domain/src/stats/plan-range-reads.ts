import { addDaysToDate } from '../availability/paris-time';

/** 'yyyy-MM-dd' with a real calendar date behind it. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function countRangeDays({ from, to }: { from: string; to: string }): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}

/** Every day from `from` to `to`, both included, oldest first. */
export function listRangeDays({ from, to }: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDaysToDate({ date: day, days: 1 })) days.push(day);
  return days;
}

/** Number of days of a month 'yyyy-MM'. */
export function daysInMonth({ month }: { month: string }): number {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/**
 * How to read one month's share of a range from the counters: the month document alone (whole month), the
 * month document minus a few day documents (most of the month), or the day documents of the range (a few days).
 */
export interface MonthReadPlan {
  month: string;
  useMonth: boolean;
  /** Day documents added (when the month document is not read). */
  addDays: string[];
  /** Day documents subtracted from the month document (the month's days outside the range). */
  subtractDays: string[];
}

/**
 * The fewest documents giving the counters of a range of days: one month document per whole month; for a month
 * the range covers in part, its day documents when they are fewer than the month's other days plus one, else the
 * month document minus the day documents outside the range. A month costs at most 16 reads, so 3 years take about
 * 36 + 2 × 16 reads, whatever the history.
 * @example planRangeReads({ from: '2026-10-02', to: '2026-11-03' }) // Oct: month - [01]; Nov: days 01..03
 */
export function planRangeReads({ from, to }: { from: string; to: string }): MonthReadPlan[] {
  const plans: MonthReadPlan[] = [];
  let start = from;
  while (start <= to) {
    const month = start.slice(0, 7);
    const monthEnd = `${month}-${String(daysInMonth({ month })).padStart(2, '0')}`;
    const end = monthEnd < to ? monthEnd : to;
    const inside = listRangeDays({ from: start, to: end });
    const total = daysInMonth({ month });
    if (inside.length === total) plans.push({ month, useMonth: true, addDays: [], subtractDays: [] });
    else if (inside.length <= total - inside.length + 1)
      plans.push({ month, useMonth: false, addDays: inside, subtractDays: [] });
    else {
      const outside = listRangeDays({ from: `${month}-01`, to: monthEnd }).filter(
        (day) => day < start || day > end,
      );
      plans.push({ month, useMonth: true, addDays: [], subtractDays: outside });
    }
    start = addDaysToDate({ date: monthEnd, days: 1 });
  }
  return plans;
}
