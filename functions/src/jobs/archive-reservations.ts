import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { migrateVoucherStaffFields } from '../callables/loyalty/migrate-voucher-staff-fields';
import { backfillDinerCopies } from '../lib/diner-copies/backfill-diner-copies';
import { projectCustomerViews } from '../lib/project-customer-views';
import { ARCHIVABLE_STATUSES, computeArchiveCutoff, isArchivable, toParisDateTime } from '@app/domain';
import { readEnv } from '../config/env';
import { runtime } from '../lib/runtime';
import { transact } from '../lib/transact';
import { alreadyCompleted, emptyTally, listRestaurantIds, writeRunLog, type RunTally } from './run-log';

export const ARCHIVE_JOB = 'archive';
async function findArchivable(cutoff: string): Promise<Map<string, string[]>> {
  const { store } = runtime();
  const byRestaurant = new Map<string, string[]>();
  for (const status of ARCHIVABLE_STATUSES) {
    const snap = await store.query({
      collection: 'reservations',
      where: [
        { field: 'status', op: '==', value: status },
        { field: 'archived', op: '==', value: false },
      ],
    });
    for (const doc of snap.docs) {
      const date = String(doc.data?.date ?? '');
      if (!isArchivable({ status, date, archived: doc.data?.archived === true, cutoff })) continue;
      const restaurantId = String(doc.data?.restaurantId ?? '');
      byRestaurant.set(restaurantId, [...(byRestaurant.get(restaurantId) ?? []), doc.id]);
    }
  }
  return byRestaurant;
}

/**
 * Archiving (staff-operations §4): COMPLETED or CANCELLED reservations older than 3 months are copied to
 * `reservations_archive` with archivedAt and flagged archived, both in one transaction. Already archived
 * reservations are skipped, so a second run changes nothing.
 */
export async function runArchiving(): Promise<Record<string, RunTally>> {
  const now = runtime().now();
  const today = toParisDateTime({ at: now }).date;
  const cutoff = computeArchiveCutoff({ today });
  const due = await findArchivable(cutoff);
  const restaurantIds = new Set([...(await listRestaurantIds()), ...due.keys()]);
  const report: Record<string, RunTally> = {};
  for (const restaurantId of restaurantIds) {
    if (await alreadyCompleted(ARCHIVE_JOB, restaurantId, today)) continue;
    const startedAt = performance.now(); // for the run's duration only
    const tally = emptyTally();
    for (const reservationId of due.get(restaurantId) ?? []) {
      tally.processed += 1;
      try {
        await transact(async (tx) => {
          const snap = await tx.get(`reservations/${reservationId}`);
          if (!snap.data || snap.data.archived === true) return;
          const archivedAt = now.toISOString();
          tx.set(`reservations_archive/${reservationId}`, {
            ...snap.data,
            id: reservationId,
            archived: true,
            isArchived: true,
            archivedAt,
          });
          tx.update(snap.path, { archived: true, isArchived: true, updatedAt: archivedAt });
        });
        tally.succeeded += 1;
      } catch (err) {
        tally.errorDetails.push(`${reservationId}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    await writeRunLog({ job: ARCHIVE_JOB, restaurantId, executionDate: today, startedAt, tally });
    report[restaurantId] = tally;
  }
  return report;
}

/**
 * Every day at 04:00, Paris time. It first makes the venues' views of the customers, and the diners' copies of
 * their reservations, of a store deployed before they existed, and moves staff identities off its vouchers (one-offs: a marker makes each a single read
 * afterwards), so production gets them within a day.
 */
export const archiveReservations = onSchedule(
  { schedule: '0 4 * * *', timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async () => {
    const views = await projectCustomerViews(runtime().store, runtime().now());
    if (views > 0) logger.info('venue views of customers made', { views });
    const copies = await backfillDinerCopies(runtime().store, runtime().now());
    if (copies > 0) logger.info('diner copies of reservations made', { copies });
    const vouchers = await migrateVoucherStaffFields(runtime().store, runtime().now());
    if (vouchers > 0) logger.info('staff identities moved off vouchers', { vouchers });
    const report = await runArchiving();
    logger.info('archiving done', report);
  },
);
