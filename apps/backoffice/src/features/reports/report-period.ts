import type { ReportRange } from '@app/data';
import { REPORTS_TEXTS, resolveReportRange } from '@app/domain';
import { addDays, format } from 'date-fns';
import type { PeriodChoice } from './components/period-picker';

/** The longest custom period (3 years): the counters answer it in about a hundred reads. */
export const MAX_CUSTOM_DAYS = 3 * 366;

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The days a period covers (both ends included): today; this week from Monday; this month from the 1st (Paris
 * days, as the server counts them, whatever the device's time zone); or the two dates chosen, refused when the
 * end comes before the start or the period is longer than 3 years.
 */
export function resolvePeriod(choice: PeriodChoice, now: Date): { range: ReportRange } | { error: string } {
  switch (choice.kind) {
    case 'today':
    case 'week':
    case 'month': {
      const resolved = resolveReportRange({ kind: choice.kind, now });
      return resolved.ok ? { range: resolved.range } : { error: resolved.message };
    }
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
