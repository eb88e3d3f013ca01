import { parisWallTimeToDate, timeToMinutes, toParisDateTime } from './paris-time';

const MINUTE_MS = 60_000;

/**
 * A Paris day's clock for the table engine: times are real minutes elapsed since the day's midnight in Paris,
 * so that a duration that crosses a clock change lasts what it says (a 01:00 booking of 1 h 30 on the spring
 * night frees its table at 03:30, not 02:30), and wall times are read back for display.
 */
export interface DayClock {
  date: string;
  /** Real minutes from the day's midnight to a wall time; null when that wall time does not exist that day. */
  minutesOf: (time: string) => number | null;
  /** Real minutes from the day's midnight to an instant ('2027-03-28T01:30:00.000Z' or epoch ms). */
  minutesOfInstant: (at: string | number) => number;
  /** The Paris wall time ('HH:MM') of real minutes since the day's midnight (past midnight: the next day's, before it: the eve's). */
  wallTimeOf: (minutes: number) => string;
  /** The instant of real minutes since the day's midnight. */
  instantOf: (minutes: number) => Date;
}

/**
 * The clock of one Paris date. On the 363 days without a change, wall minutes are real minutes and no time-zone
 * arithmetic runs (the engine reads hundreds of times per day); on the two change nights every conversion goes
 * through the time zone: 02:30 does not exist on 28 March 2027, and on 31 October 2027 it is the first (summer)
 * 02:30 that counts.
 */
export function makeDayClock({ date }: { date: string }): DayClock {
  const midnight = parisWallTimeToDate({ date, time: '00:00' }).getTime();
  const lastMinute = parisWallTimeToDate({ date, time: '23:59' }).getTime();
  const regular = (lastMinute - midnight) / MINUTE_MS === 23 * 60 + 59;
  const instantOf = (minutes: number) => new Date(midnight + minutes * MINUTE_MS);
  const minutesOfInstant = (at: string | number) =>
    Math.round(((typeof at === 'number' ? at : Date.parse(at)) - midnight) / MINUTE_MS);
  if (regular) {
    return {
      date,
      minutesOf: (time) => timeToMinutes({ time }),
      minutesOfInstant,
      // Past midnight the next night may be a change night (a 23:30 dinner on 27 March 2027 ends in summer time).
      wallTimeOf: (minutes) =>
        minutes >= 0 && minutes < 1440
          ? `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
          : toParisDateTime({ at: instantOf(minutes) }).time,
      instantOf,
    };
  }
  const cache = new Map<string, number | null>();
  return {
    date,
    minutesOf: (time) => {
      const known = cache.get(time);
      if (known !== undefined) return known;
      const at = parisWallTimeToDate({ date, time });
      const wall = toParisDateTime({ at });
      const minutes = wall.date === date && wall.time === time ? minutesOfInstant(at.getTime()) : null;
      cache.set(time, minutes);
      return minutes;
    },
    minutesOfInstant,
    wallTimeOf: (minutes) => toParisDateTime({ at: instantOf(minutes) }).time,
    instantOf,
  };
}
