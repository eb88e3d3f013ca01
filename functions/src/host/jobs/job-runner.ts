import { Cron } from 'croner';
import * as logger from 'firebase-functions/logger';
import { toCronPattern } from './schedule-pattern';

/** A scheduled function as the host knows it: its name, cron, zone and the handler `onSchedule` wrapped. */
export interface ScheduledJob {
  name: string;
  schedule: string;
  timeZone: string;
  run: (event: JobEvent) => Promise<unknown>;
}

/** The event a job runs with: Cloud Scheduler's, and on the local host a restaurant its run is limited to. */
export interface JobEvent {
  jobName: string;
  scheduleTime: string;
  /** Local host only (`/__jobs/{name}?restaurantId=`): the journeys' runs at a moved time touch their venue only. */
  restaurantId?: string;
}

/**
 * Runs scheduled functions on their cron (Europe/Paris unless the function says otherwise) and on demand.
 * A job never overlaps itself: a run that is still going when the next tick comes makes that tick wait its turn
 * rather than start a second copy, as Cloud Scheduler does with one attempt at a time.
 */
export class JobRunner {
  private readonly crons: Cron[] = [];
  private readonly running = new Map<string, Promise<void>>();

  /** `now` is the functions' clock (the runtime's): the time of a run nobody dated. */
  constructor(
    private readonly jobs: ReadonlyMap<string, ScheduledJob>,
    private readonly now: () => Date,
  ) {}

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Starts every job's cron. */
  start(): void {
    for (const job of this.jobs.values()) {
      const cron = new Cron(
        toCronPattern(job.schedule),
        { timezone: job.timeZone, protect: true },
        async () => {
          await this.trigger(job.name).catch(() => undefined);
        },
      );
      this.crons.push(cron);
    }
  }

  /**
   * Runs a job now (after the current run of the same job, if any); rejects with the job's error.
   * `scheduleTime` (ISO) is the event's time, the functions' clock by default (ARCHITECTURE §9, one clock): the
   * journeys' `/__jobs/{name}?at=` runs a job as Cloud Scheduler would at that time, without moving that clock.
   */
  async trigger(name: string, options: { scheduleTime?: string; restaurantId?: string } = {}): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`Unknown job: ${name}`);
    const previous = this.running.get(name) ?? Promise.resolve();
    const run = previous.then(async () => {
      const started = performance.now(); // the run's duration, logged
      try {
        await job.run({
          jobName: name,
          scheduleTime: options.scheduleTime ?? this.now().toISOString(),
          ...(options.restaurantId ? { restaurantId: options.restaurantId } : {}),
        });
        logger.debug(`job ${name} done in ${Math.round(performance.now() - started)} ms`);
      } catch (err) {
        logger.error(`job ${name} failed`, err);
        throw err;
      }
    });
    const tracked = run.catch(() => undefined);
    this.running.set(name, tracked);
    void tracked.finally(() => {
      if (this.running.get(name) === tracked) this.running.delete(name);
    });
    return run;
  }

  /** Stops the crons and waits for the runs in progress. */
  async stop(): Promise<void> {
    for (const cron of this.crons) cron.stop();
    this.crons.length = 0;
    await Promise.all([...this.running.values()]);
  }
}
