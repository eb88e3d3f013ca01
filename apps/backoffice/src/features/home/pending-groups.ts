import { formatLongDate } from '@app/domain';
import type { Reservation } from '@app/domain';
import { shiftIsoDate } from '../../lib/dates';

/** The pending requests of one day, under its heading. */
export interface PendingDay {
  date: string;
  /** « Aujourd'hui », « Demain », else the long date (« samedi 28 novembre 2026 »); a past day says so. */
  label: string;
  items: Reservation[];
}

/**
 * « À confirmer » grouped by day (issue 36): today first, then the coming days in order, each by time; requests
 * whose day has passed come last (they can only be refused or cleared), so that tonight's are never buried.
 * @example groupPendingByDay({ items, today: '2026-11-28' })[0]?.label // 'Aujourd'hui'
 */
export function groupPendingByDay({
  items,
  today,
}: {
  items: readonly Reservation[];
  today: string;
}): PendingDay[] {
  const tomorrow = shiftIsoDate(today, 1);
  const byDate = new Map<string, Reservation[]>();
  for (const item of items) byDate.set(item.date, [...(byDate.get(item.date) ?? []), item]);
  const dates = [...byDate.keys()].sort((a, b) => {
    const pastA = a < today;
    const pastB = b < today;
    if (pastA !== pastB) return pastA ? 1 : -1;
    return a.localeCompare(b);
  });
  return dates.map((date) => {
    const long = formatLongDate({ date });
    const label =
      date === today
        ? "Aujourd'hui"
        : date === tomorrow
          ? 'Demain'
          : date < today
            ? `${long} (passée)`
            : long;
    const dayItems = (byDate.get(date) ?? []).sort((a, b) => a.time.localeCompare(b.time));
    return { date, label, items: dayItems };
  });
}
