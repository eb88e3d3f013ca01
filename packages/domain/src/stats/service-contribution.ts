import { classifyService } from '../availability/classify-service';
import type { ReservationStatus } from '../schemas/reservation-status';
import type { StatCounters } from './restaurant-stats';
import { isoWeekdayOf, serviceStatKey, weekdayStatKey, type ServiceMeasure } from './service-stat-keys';

/**
 * The service report's counters of one reservation on its service day: under its service (by its time) and
 * under its day of the week, its guests when kept, or one no-show, or one cancellation. A refusal and a
 * reservation without a time count nothing here.
 * @example serviceContribution({ day: '2026-12-05', time: '20:00', partySize: 4, status: 'NO_SHOW', cancellation: false, refusal: false })
 * // { svc_dinner_noShows: 1, wd_6_noShows: 1 }
 */
export function serviceContribution({
  day,
  time,
  partySize,
  status,
  cancellation,
  refusal,
}: {
  day: string;
  time: string | undefined;
  partySize: number;
  status: ReservationStatus;
  cancellation: boolean;
  refusal: boolean;
}): StatCounters {
  if (!time || !/^\d{2}:\d{2}$/.test(time) || refusal) return {};
  let measure: ServiceMeasure;
  let value = 1;
  if (cancellation) measure = 'cancellations';
  else if (status === 'NO_SHOW') measure = 'noShows';
  else {
    measure = 'covers';
    value = partySize;
  }
  return {
    [serviceStatKey(classifyService({ time }), measure)]: value,
    [weekdayStatKey(isoWeekdayOf({ day }), measure)]: value,
  };
}
