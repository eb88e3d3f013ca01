import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { toCronPattern } from './schedule-pattern';

describe('toCronPattern', () => {
  it('translates the App Engine "every" syntax', () => {
    expect(toCronPattern('every 1 minutes')).toBe('* * * * *');
    expect(toCronPattern('every 5 minutes')).toBe('*/5 * * * *');
    expect(toCronPattern('every 2 hours')).toBe('0 */2 * * *');
    expect(toCronPattern('every day 05:00')).toBe('0 5 * * *');
  });

  it('keeps unix-cron patterns and refuses what it cannot read', () => {
    expect(toCronPattern('0 5 * * *')).toBe('0 5 * * *');
    expect(() => toCronPattern('tous les jours')).toThrow(/Unsupported/);
    expect(() => toCronPattern('every 0 minutes')).toThrow(/Invalid/);
  });

  it('fires at Paris wall time across the daylight-saving change', () => {
    const job = new Cron(toCronPattern('0 5 * * *'), { timezone: 'Europe/Paris', paused: true });
    // Winter: 05:00 Paris is 04:00 UTC; summer: 03:00 UTC.
    expect(job.nextRun(new Date('2026-11-22T12:00:00Z'))?.toISOString()).toBe('2026-11-23T04:00:00.000Z');
    expect(job.nextRun(new Date('2026-07-01T12:00:00Z'))?.toISOString()).toBe('2026-07-02T03:00:00.000Z');
    job.stop();
  });
});
