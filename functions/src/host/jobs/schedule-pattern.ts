/**
 * Turns an `onSchedule` schedule into a 5-field cron pattern. Cloud Scheduler accepts both unix-cron and the
 * App Engine "every N minutes/hours" syntax, so the host must too; anything else is passed on as cron.
 */
export function toCronPattern(schedule: string): string {
  const text = schedule.trim().toLowerCase().replace(/\s+/g, ' ');
  const every = /^every (\d+) (minute|minutes|mins|hour|hours)$/.exec(text);
  if (every?.[1] && every[2]) {
    const n = Number(every[1]);
    if (n < 1) throw new Error(`Invalid schedule: ${schedule}`);
    if (every[2].startsWith('min')) return n === 1 ? '* * * * *' : `*/${n} * * * *`;
    return n === 1 ? '0 * * * *' : `0 */${n} * * *`;
  }
  const daily = /^every day (\d{1,2}):(\d{2})$/.exec(text);
  if (daily?.[1] && daily[2]) return `${Number(daily[2])} ${Number(daily[1])} * * *`;
  if (text.split(' ').length === 5) return text;
  throw new Error(`Unsupported schedule: ${schedule}`);
}
