import { runtime } from '../lib/runtime';

/** Counters of one job run for one restaurant. */
export interface RunTally {
  processed: number;
  succeeded: number;
  emailed: number;
  errorDetails: string[];
}

export function emptyTally(): RunTally {
  return { processed: 0, succeeded: 0, emailed: 0, errorDetails: [] };
}

/** completed when nothing failed, failed when nothing succeeded, partial otherwise (administration §4). */
export function runStatus(tally: RunTally): 'completed' | 'partial' | 'failed' {
  const errors = tally.processed - tally.succeeded;
  if (errors === 0) return 'completed';
  return tally.succeeded === 0 ? 'failed' : 'partial';
}

/** Id of a job's run record for a restaurant and day: one record per day, as the product remembers. */
export function runLogId(job: string, restaurantId: string, executionDate: string): string {
  return `${job}_${restaurantId}_${executionDate}`;
}

/** Whether the job already completed today for this restaurant (then a second run does nothing). */
export async function alreadyCompleted(
  job: string,
  restaurantId: string,
  executionDate: string,
): Promise<boolean> {
  const snap = await runtime().store.get(
    `automatic_execution_logs/${runLogId(job, restaurantId, executionDate)}`,
  );
  return snap.data?.status === 'completed';
}

/** Writes the run record read by the reports' automations tab. */
export async function writeRunLog(options: {
  job: string;
  restaurantId: string;
  executionDate: string;
  /** When the run began on the monotonic clock (`performance.now()`): its duration, not the product's time. */
  startedAt: number;
  tally: RunTally;
}): Promise<void> {
  const { store, now } = runtime();
  const { tally } = options;
  const errors = tally.processed - tally.succeeded;
  const id = runLogId(options.job, options.restaurantId, options.executionDate);
  await store.set(`automatic_execution_logs/${id}`, {
    id,
    job: options.job,
    restaurantId: options.restaurantId,
    executionDate: options.executionDate,
    status: runStatus(tally),
    duration: Math.max(0, Math.round(performance.now() - options.startedAt)),
    totalProcessed: tally.processed,
    totalEmailed: tally.emailed,
    successRate: tally.processed === 0 ? 100 : Math.round((tally.succeeded / tally.processed) * 1000) / 10,
    errors,
    errorDetails: tally.errorDetails.slice(0, 50),
    createdAt: now().toISOString(),
  });
}

/** Every restaurant's id and creation time (each gets its run record, even with nothing to do). */
export async function listRestaurants(): Promise<{ id: string; createdAt?: unknown }[]> {
  const snap = await runtime().store.query({ collection: 'restaurants', limit: 500 });
  return snap.docs.map((d) => ({ id: d.id, createdAt: d.data?.createdAt }));
}

/** Ids of every restaurant. */
export async function listRestaurantIds(): Promise<string[]> {
  return (await listRestaurants()).map((r) => r.id);
}
