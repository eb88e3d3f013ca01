import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobRunner, type ScheduledJob } from './job-runner';

afterEach(() => {
  vi.useRealTimers();
});

/** The functions' clock: vitest's faked Date when a test fakes it, else a pinned instant. */
const fakedClock = () => new Date();
const pinned = () => new Date('2026-11-22T10:00:00.000Z');

function job(name: string, schedule: string, run: ScheduledJob['run']): [string, ScheduledJob] {
  return [name, { name, schedule, timeZone: 'Europe/Paris', run }];
}

describe('JobRunner', () => {
  it('runs each scheduled function on its cron, at Paris wall time, until stopped', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T03:58:30.000Z') });
    const runs: { name: string; at: string; scheduleTime: string }[] = [];
    const record: ScheduledJob['run'] = async (event) => {
      runs.push({ name: event.jobName, at: new Date().toISOString(), scheduleTime: event.scheduleTime });
    };
    const runner = new JobRunner(
      new Map([job('everyMinute', 'every 1 minutes', record), job('daily', 'every day 05:00', record)]),
      fakedClock,
    );
    runner.start();

    await vi.advanceTimersByTimeAsync(3 * 60_000);
    await runner.stop();
    // 05:00 in Paris is 04:00 UTC in November.
    expect(runs.map((r) => `${r.name}@${r.at.slice(11, 16)}`)).toEqual([
      'everyMinute@03:59',
      'everyMinute@04:00',
      'daily@04:00',
      'everyMinute@04:01',
    ]);
    expect(runs.every((r) => r.scheduleTime === r.at)).toBe(true);

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(runs).toHaveLength(4);
  });

  it('never overlaps a job with itself: a tick during a run waits for it', async () => {
    let active = 0;
    let most = 0;
    const slow: ScheduledJob['run'] = async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 30));
      active -= 1;
    };
    const runner = new JobRunner(new Map([job('slow', 'every 1 minutes', slow)]), pinned);
    await Promise.all([runner.trigger('slow'), runner.trigger('slow'), runner.trigger('slow')]);
    expect(most).toBe(1);
    await expect(runner.trigger('nope')).rejects.toThrow(/Unknown job/);
  });

  it('reports a failed run to the caller and keeps the job usable', async () => {
    let calls = 0;
    const flaky: ScheduledJob['run'] = async () => {
      calls += 1;
      if (calls === 1) throw new Error('SMTP down');
    };
    const runner = new JobRunner(new Map([job('flaky', 'every 5 minutes', flaky)]), pinned);
    await expect(runner.trigger('flaky')).rejects.toThrow('SMTP down');
    await expect(runner.trigger('flaky')).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });

  it("dates a run nobody dated with the functions' clock, not the machine's, and a dated run with its date", async () => {
    const times: string[] = [];
    const record: ScheduledJob['run'] = async (event) => {
      times.push(event.scheduleTime);
    };
    const runner = new JobRunner(new Map([job('reminders', 'every 10 minutes', record)]), pinned);
    await runner.trigger('reminders');
    await runner.trigger('reminders', { scheduleTime: '2026-12-01T18:00:00.000Z' });
    expect(times).toEqual(['2026-11-22T10:00:00.000Z', '2026-12-01T18:00:00.000Z']);
  });
});
