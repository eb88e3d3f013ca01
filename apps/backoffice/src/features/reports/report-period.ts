import type { ReportRange } from '@app/data';
import { REPORTS_TEXTS } from '@app/domain';
import { addDays, format, startOfMonth, startOfWeek } from 'date-fns';
import type { PeriodChoice } from './components/period-picker';

/** The longest custom period (3 years): the counters answer it in about a hundred reads. */
export const MAX_CUSTOM_DAYS = 3 * 366;

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The days a period covers (both ends included): today; this week from Monday; this month from the 1st; or the
 * two dates chosen, refused when the end comes before the start or the period is longer than 3 years.
 */
export function resolvePeriod(choice: PeriodChoice, now: Date): { range: ReportRange } | { error: string } {
  const today = iso(now);
  switch (choice.kind) {
    case 'today':
      return { range: { from: today, to: today } };
    case 'week':
      return { range: { from: iso(startOfWeek(now, { weekStartsOn: 1 })), to: today } };
    case 'month':
      return { range: { from: iso(startOfMonth(now)), to: today } };
    case 'custom': {
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(choice.from) ||
        !/^\d{4}-\d{2}-\d{2}$/.test(choice.to) ||
        choice.from > choice.to
      )
        return { error: REPORTS_TEXTS.invalidRange };
      if (choice.to > iso(addDays(new Date(`${choice.from}T12:00:00`), MAX_CUSTOM_DAYS)))
        return { error: REPORTS_TEXTS.tooLong };
      return { range: { from: choice.from, to: choice.to } };
    }
  }
}
