import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SYSTEM_ACTOR, isAutoCompletable, normalizeReservationStatus, toParisDateTime } from '@app/domain';
import { applyStatusChange } from '../callables/reservations/apply-status-change';
import { applyPendingReversal } from '../callables/reservations/set-reservation-status';
import { readEnv } from '../config/env';
import { runtime } from '../lib/runtime';
import { transact } from '../lib/transact';
import { alreadyCompleted, emptyTally, listRestaurantIds, writeRunLog, type RunTally } from './run-log';

export const AUTO_COMPLETE_JOB = 'autoComplete';

/** Past CONFIRMED and SEATED reservations, grouped by restaurant (equality queries: no composite index). */
async function findDue(today: string): Promise<Map<string, string[]>> {
  const { store } = runtime();
  const byRestaurant = new Map<string, string[]>();
  for (const status of ['CONFIRMED', 'SEATED']) {
    const snap = await store.query({
      collection: 'reservations',
      where: [{ field: 'status', op: '==', value: status }],
    });
    for (const doc of snap.docs) {
      const data = doc.data ?? {};
      const stored = normalizeReservationStatus(String(data.status ?? ''));
      if (
        !stored ||
        data.archived === true ||
        !isAutoCompletable({ status: stored, date: String(data.date ?? ''), today })
      )
        continue;
      const restaurantId = String(data.restaurantId ?? '');
      byRestaurant.set(restaurantId, [...(byRestaurant.get(restaurantId) ?? []), doc.id]);
    }
  }
  return byRestaurant;
}

/**
 * Auto-completion (staff-operations §4): CONFIRMED or SEATED reservations dated before today become COMPLETED
 * by 'system', with the review-request mail and the honoured-reservation points. A restaurant whose run of the
 * day completed is skipped, and each change is idempotent, so a second run changes nothing.
 */
export async function runAutoCompletion(): Promise<Record<string, RunTally>> {
  const now = runtime().now();
  const today = toParisDateTime({ at: now }).date;
  const due = await findDue(today);
  const restaurantIds = new Set([...(await listRestaurantIds()), ...due.keys()]);
  const report: Record<string, RunTally> = {};
  for (const restaurantId of restaurantIds) {
    if (await alreadyCompleted(AUTO_COMPLETE_JOB, restaurantId, today)) continue;
    const startedAt = Date.now();
    const tally = emptyTally();
    for (const reservationId of due.get(restaurantId) ?? []) {
      tally.processed += 1;
      try {
        const result = await transact((tx) =>
          applyStatusChange(tx, {
            reservationId,
            to: 'COMPLETED',
            actor: 'system',
            changedBy: SYSTEM_ACTOR,
            now,
          }),
        );
        await applyPendingReversal(result.pendingReversal);
        tally.succeeded += 1;
        if (result.mailId) tally.emailed += 1;
      } catch (err) {
        tally.errorDetails.push(`${reservationId}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    await writeRunLog({ job: AUTO_COMPLETE_JOB, restaurantId, executionDate: today, startedAt, tally });
    report[restaurantId] = tally;
  }
  return report;
}

/** Every day at 05:00, Paris time. */
export const autoCompleteReservations = onSchedule(
  { schedule: '0 5 * * *', timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async () => {
    const report = await runAutoCompletion();
    logger.info('auto-completion done', report);
  },
);
