import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { describe, expect, it } from 'vitest';
import { mountFunctions } from './mount-functions';

describe('mountFunctions', () => {
  it('sorts the exports into callables, HTTP functions and jobs, skipping the rest', () => {
    const mounted = mountFunctions({
      echo: onCall(() => 'ok'),
      ping: onRequest((_req, res) => {
        res.send('pong');
      }),
      nightly: onSchedule({ schedule: '0 5 * * *', timeZone: 'Europe/Paris' }, async () => undefined),
      helper: () => 1,
      constant: 42,
    });
    expect(mounted.callables).toEqual(['echo']);
    expect(mounted.https).toEqual(['ping']);
    expect(
      [...mounted.jobs.values()].map(({ name, schedule, timeZone }) => ({ name, schedule, timeZone })),
    ).toEqual([{ name: 'nightly', schedule: '0 5 * * *', timeZone: 'Europe/Paris' }]);
  });

  it('runs a job that names no time zone on UTC, as Cloud Scheduler does', () => {
    const mounted = mountFunctions({ tick: onSchedule('every 5 minutes', async () => undefined) });
    expect(mounted.jobs.get('tick')).toMatchObject({ schedule: 'every 5 minutes', timeZone: 'UTC' });
  });
});
