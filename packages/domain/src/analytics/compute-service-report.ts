import { SERVICE_LABELS, type Service } from '../availability/classify-service';
import type { StatCounters } from '../stats/restaurant-stats';
import { counterValue } from '../stats/stat-counters';
import {
  ISO_WEEKDAYS,
  REPORT_SERVICES,
  serviceStatKey,
  weekdayStatKey,
  type IsoWeekday,
} from '../stats/service-stat-keys';

/** Names of the days of the week in the reports, Monday first (fr-FR). */
export const WEEKDAY_LABELS: Record<IsoWeekday, string> = {
  1: 'Lundi',
  2: 'Mardi',
  3: 'Mercredi',
  4: 'Jeudi',
  5: 'Vendredi',
  6: 'Samedi',
  7: 'Dimanche',
};

/** One row of the service report: guests of the bookings kept, no-shows and cancellations (bookings). */
export interface ServiceReportRow {
  label: string;
  covers: number;
  noShows: number;
  cancellations: number;
}

/** « Par service » and « Par jour de la semaine » of a period. */
export interface ServiceReport {
  byService: (ServiceReportRow & { service: Service })[];
  byWeekday: (ServiceReportRow & { weekday: IsoWeekday })[];
}

/**
 * The service report of a period from its summed counters: every service with something to show (Midi and Soir
 * always, « Autres créneaux » only when used) and the seven days of the week, Monday first.
 */
export function computeServiceReport({ counters }: { counters: StatCounters }): ServiceReport {
  const byService = REPORT_SERVICES.map((service) => ({
    service,
    label: SERVICE_LABELS[service],
    covers: counterValue(counters, serviceStatKey(service, 'covers')),
    noShows: counterValue(counters, serviceStatKey(service, 'noShows')),
    cancellations: counterValue(counters, serviceStatKey(service, 'cancellations')),
  })).filter((row) => row.service !== 'other' || row.covers + row.noShows + row.cancellations > 0);
  const byWeekday = ISO_WEEKDAYS.map((weekday) => ({
    weekday,
    label: WEEKDAY_LABELS[weekday],
    covers: counterValue(counters, weekdayStatKey(weekday, 'covers')),
    noShows: counterValue(counters, weekdayStatKey(weekday, 'noShows')),
    cancellations: counterValue(counters, weekdayStatKey(weekday, 'cancellations')),
  }));
  return { byService, byWeekday };
}
