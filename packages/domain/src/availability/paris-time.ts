import { WEEKDAYS, type Weekday } from './weekdays';

/** Every wall-clock date and time of the product is Europe/Paris (the restaurants' time zone). */
export const RESTAURANT_TIME_ZONE = 'Europe/Paris';

const parisFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: RESTAURANT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parisParts(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(parisFormatter.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Paris wall date ('YYYY-MM-DD') and time ('HH:MM') of an instant.
 * @example toParisDateTime({ at: new Date('2026-11-22T23:30:00Z') }) // { date: '2026-11-23', time: '00:30' }
 */
export function toParisDateTime({ at }: { at: Date }): { date: string; time: string } {
  const p = parisParts(at);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * The instant of a Paris wall date and time. Paris is UTC+1 in winter and UTC+2 in summer, so the instant is
 * one of two candidates; during the autumn change (02:00–03:00 twice) the first occurrence is chosen, and a
 * spring-gap time that does not exist (02:30) maps to the instant one hour later on the wall clock.
 */
export function parisWallTimeToDate({ date, time }: { date: string; time: string }): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const hourMs = 3_600_000;
  const summer = new Date(wallAsUtc - 2 * hourMs);
  const winter = new Date(wallAsUtc - hourMs);
  const matches = (at: Date) => {
    const wall = toParisDateTime({ at });
    return wall.date === date && wall.time === time;
  };
  if (matches(summer)) return summer;
  return winter;
}

/** Weekday key of a calendar date (the calendar weekday does not depend on the time zone). */
export function weekdayOfDate({ date }: { date: string }): Weekday {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** Calendar date `days` days after `date` (negative goes back). */
export function addDaysToDate({ date, days }: { date: string; days: number }): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Minutes since midnight of an 'HH:MM' time. */
export function timeToMinutes({ time }: { time: string }): number {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
}
