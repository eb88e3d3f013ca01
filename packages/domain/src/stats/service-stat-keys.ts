import type { Service } from '../availability/classify-service';

/** The services a reservation's time falls in (classifyService), in the order reports show them. */
export const REPORT_SERVICES: readonly Service[] = ['lunch', 'dinner', 'other'];
/** ISO days of the week, Monday 1 to Sunday 7. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** An ISO day of the week, Monday 1 to Sunday 7. */
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

/**
 * What the service report counts of a reservation: `covers` are the guests of bookings kept (neither cancelled,
 * refused nor a no-show), `noShows` and `cancellations` count bookings (a refusal is not a cancellation).
 */
export const SERVICE_MEASURES = ['covers', 'noShows', 'cancellations'] as const;
/** One of {@link SERVICE_MEASURES}. */
export type ServiceMeasure = (typeof SERVICE_MEASURES)[number];

/** `svc_<service>_<measure>`: a measure of the reservations of one service (issue 48, reports per service). */
export const serviceStatKey = (service: Service, measure: ServiceMeasure): string =>
  `svc_${service}_${measure}`;
/** `wd_<1..7>_<measure>`: a measure of the reservations of one ISO day of the week. */
export const weekdayStatKey = (weekday: IsoWeekday, measure: ServiceMeasure): string =>
  `wd_${weekday}_${measure}`;

/** Every key of the service report (for ALL_STAT_KEYS: the rebuild's comparison, the exports' columns). */
export const SERVICE_STAT_KEYS: readonly string[] = SERVICE_MEASURES.flatMap((measure) => [
  ...REPORT_SERVICES.map((service) => serviceStatKey(service, measure)),
  ...ISO_WEEKDAYS.map((weekday) => weekdayStatKey(weekday, measure)),
]);

/**
 * ISO day of the week of a service date 'YYYY-MM-DD' (a calendar date: no time zone involved).
 * @example isoWeekdayOf({ day: '2026-12-05' }) // 6 (Saturday)
 */
export function isoWeekdayOf({ day }: { day: string }): IsoWeekday {
  const [y, m, d] = day.split('-').map(Number);
  const sunday0 = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as IsoWeekday;
}
