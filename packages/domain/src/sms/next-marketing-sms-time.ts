import {
  addDaysToDate,
  parisWallTimeToDate,
  toParisDateTime,
  weekdayOfDate,
} from '../availability/paris-time';
import { isFrenchPublicHoliday } from './french-public-holiday';

/** Paris wall times a marketing SMS may go out: from 08:00, and before 20:00. */
export const MARKETING_SMS_FROM = '08:00';
export const MARKETING_SMS_UNTIL = '20:00';

/** Whether marketing SMS may go out at all on a Paris calendar date: not a Sunday, not a public holiday. */
function isMarketingDay(date: string): boolean {
  return weekdayOfDate({ date }) !== 'sunday' && !isFrenchPublicHoliday(date);
}

/**
 * The first instant at or after `at` when a marketing SMS may go out (Europe/Paris): Monday to Saturday from
 * 08:00 to before 20:00, never on a French public holiday. Inside that window it is `at` itself; otherwise 08:00
 * Paris time of the next allowed day, whatever the offset that day (both DST nights handled by wall time).
 * @example nextMarketingSmsTime(new Date('2026-11-21T20:00:00Z')) // Monday 2026-11-23 08:00 Paris (07:00Z)
 */
export function nextMarketingSmsTime(at: Date): Date {
  const wall = toParisDateTime({ at });
  if (isMarketingDay(wall.date) && wall.time >= MARKETING_SMS_FROM && wall.time < MARKETING_SMS_UNTIL) {
    return at;
  }
  let date = wall.time < MARKETING_SMS_FROM ? wall.date : addDaysToDate({ date: wall.date, days: 1 });
  // At most a Sunday and a few holidays in a row (Christmas never meets Easter's): two weeks is more than enough.
  for (let i = 0; i < 14 && !isMarketingDay(date); i += 1) date = addDaysToDate({ date, days: 1 });
  return parisWallTimeToDate({ date, time: MARKETING_SMS_FROM });
}
