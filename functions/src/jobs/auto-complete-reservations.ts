import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  SYSTEM_ACTOR,
  isAutoCompletable,
  normalizeReservationStatus,
  toParisDateTime,
  type ReservationStatus,
} from '@app/domain';
import { applyStatusChange } from '../callables/reservations/apply-status-change';
import { readEnv } from '../config/env';
import { runtime } from '../lib/runtime';
import { transact } from '../lib/transact';
import { daysToRun } from './catch-up-days';
import { emptyTally, listRestaurants, writeRunLog, type RunTally } from './run-log';

export const AUTO_COMPLETE_JOB = 'autoComplete';

interface DueReservation {
  id: string;
  date: string;
  status: ReservationStatus;
}

/**
 * CONFIRMED and SEATED reservations not archived, grouped by restaurant (equality queries: no composite index).
 * Which of them a day's run completes is decided per day: those dated before it.
 */
async function findOpen(): Promise<Map<string, DueReservation[]>> {
  const { store } = runtime();
  const byRestaurant = new Map<string, DueReservation[]>();
  for (const status of ['CONFIRMED', 'SEATED']) {
    const snap = await store.query({
      collection: 'reservations',
      where: [{ field: 'status', op: '==', value: status }],
    });
    for (const doc of snap.docs) {
      const data = doc.data ?? {};
      const stored = normalizeReservationStatus(String(data.status ?? ''));
      if (!stored || data.archived === true) continue;
      const restaurantId = String(data.restaurantId ?? '');
      const due = { id: doc.id, date: String(data.date ?? ''), status: stored };
      byRestaurant.set(restaurantId, [...(byRestaurant.get(restaurantId) ?? []), due]);
    }
  }
  return byRestaurant;
}

/** One day's run for one restaurant: completes what is dated before `day` and not completed yet. */
async function runDay(
  restaurantId: string,
  day: string,
  open: DueReservation[],
  completed: Set<string>,
): Promise<RunTally> {
  const now = runtime().now();
  const startedAt = performance.now(); // for the run's duration only
  const tally = emptyTally();
  for (const reservation of open) {
    if (completed.has(reservation.id)) continue;
    if (!isAutoCompletable({ status: reservation.status, date: reservation.date, today: day })) continue;
    tally.processed += 1;
    try {
      const result = await transact((tx) =>
        applyStatusChange(tx, {
          reservationId: reservation.id,
          to: 'COMPLETED',
          actor: 'system',
          changedBy: SYSTEM_ACTOR,
          now,
        }),
      );
      completed.add(reservation.id);
      tally.succeeded += 1;
      if (result.mailId) tally.emailed += 1;
    } catch (err) {
      tally.errorDetails.push(`${reservation.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  await writeRunLog({ job: AUTO_COMPLETE_JOB, restaurantId, executionDate: day, startedAt, tally });
  return tally;
}

/** What a run did: restaurant id → execution day → counters (only the days that ran). */
export type AutoCompletionReport = Record<string, Record<string, RunTally>>;

/**
 * Auto-completion (staff-operations §4): CONFIRMED or SEATED reservations dated before the day become COMPLETED
 * by 'system', with the review-request mail and the honoured-reservation points. It catches up: each day the
 * job still owes a restaurant (catch-up-days: after its last completed run, at most the last 7 days) runs
 * once, oldest first, with its own run record. A restaurant whose run of the day completed is skipped, and each
 * change is idempotent, so a second run changes nothing. A reservation that fails stays in every later day's
 * errors until it goes through.
 */
export async function runAutoCompletion(): Promise<AutoCompletionReport> {
  const today = toParisDateTime({ at: runtime().now() }).date;
  const open = await findOpen();
  const restaurants = await listRestaurants();
  const known = new Set(restaurants.map((r) => r.id));
  for (const id of open.keys()) if (!known.has(id)) restaurants.push({ id });
  const report: AutoCompletionReport = {};
  for (const restaurant of restaurants) {
    const days = await daysToRun({
      job: AUTO_COMPLETE_JOB,
      restaurantId: restaurant.id,
      today,
      createdAt: restaurant.createdAt,
    });
    const completed = new Set<string>();
    for (const day of days) {
      const tally = await runDay(restaurant.id, day, open.get(restaurant.id) ?? [], completed);
      report[restaurant.id] = { ...report[restaurant.id], [day]: tally };
    }
  }
  return report;
}

/**
 * From 05:00, Paris time, checked every 5 minutes (the spec's start-up run and 5-minute check): once the day's
 * run completed, a check does nothing; a partial or failed one is tried again. The local host also runs it when
 * it starts. Either way it catches up the days missed since the last completed run (a failed Cloud Scheduler
 * attempt, a host switched off).
 */
export const AUTO_COMPLETE_SCHEDULE = '*/5 5-23 * * *';

export const autoCompleteReservations = onSchedule(
  { schedule: AUTO_COMPLETE_SCHEDULE, timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async () => {
    const report = await runAutoCompletion();
    logger.info('auto-completion done', report);
  },
);
