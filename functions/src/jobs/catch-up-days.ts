import { addDaysToDate, toParisDateTime } from '@app/domain';
import { runtime } from '../lib/runtime';
import { runLogId } from './run-log';

/**
 * How far back a daily job catches up: the day of the run and the 6 before it. A host switched off for longer
 * runs the last 7 days only; the older days' work is not lost, since each day's completion takes every
 * reservation dated before that day, so the oldest day run also completes what the skipped days would have.
 */
export const CATCH_UP_DAYS = 7;

/** The `CATCH_UP_DAYS` days ending with `today`, oldest first ('YYYY-MM-DD'). */
export function catchUpWindow(today: string): string[] {
  return Array.from({ length: CATCH_UP_DAYS }, (_, i) =>
    addDaysToDate({ date: today, days: i - (CATCH_UP_DAYS - 1) }),
  );
}

/**
 * The days a job still owes a restaurant, oldest first: the days of the window after its last completed run
 * (a partial or failed day is run again; a day before a completed one is not, that later run having covered
 * it), and never a day before the restaurant existed, so a new restaurant gets no back-dated records.
 * Empty when today's run completed: a second start on the same day does nothing.
 */
export async function daysToRun(options: {
  job: string;
  restaurantId: string;
  today: string;
  /** The restaurant's `createdAt` (ISO timestamp), when known. */
  createdAt?: unknown;
}): Promise<string[]> {
  const created =
    typeof options.createdAt === 'string' && !Number.isNaN(Date.parse(options.createdAt))
      ? toParisDateTime({ at: new Date(options.createdAt) }).date
      : '';
  const days = catchUpWindow(options.today).filter((day) => day >= created);
  const { store } = runtime();
  const statuses = await Promise.all(
    days.map(
      async (day) =>
        (await store.get(`automatic_execution_logs/${runLogId(options.job, options.restaurantId, day)}`)).data
          ?.status,
    ),
  );
  const lastCompleted = statuses.lastIndexOf('completed');
  return days.slice(lastCompleted + 1);
}
