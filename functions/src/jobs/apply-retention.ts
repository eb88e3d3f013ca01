import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FieldValue } from '@app/data';
import { computeRetentionCutoff, isPastRetention, toParisDateTime } from '@app/domain';
import { restaurantIdsOf } from '../callables/customers/customer-access';
import { SECRETS_COLLECTION } from '../callables/customers/customer-secrets';
import { eraseCustomer } from '../callables/customers/erase-customer';
import { readEnv } from '../config/env';
import { runtime } from '../lib/runtime';
import { transact } from '../lib/transact';
import { retainTraces, type TraceRetentionReport } from './retain-traces';
import { emptyTally, listRestaurantIds, writeRunLog, type RunTally } from './run-log';
import { scheduleNow } from './send-booking-reminders';

export const RETENTION_JOB = 'retention';
/** Customers read per page; a run erases at most RETENTION_MAX_PER_RUN (the next run goes on). */
const PAGE = 100;
export const RETENTION_MAX_PER_RUN = 1000;

export interface RetentionReport {
  cutoff: string;
  erased: number;
  failed: number;
  lapsedRegistrations: number;
  /** What went of the traces kept for a stated time only (retain-traces.ts). */
  traces?: TraceRetentionReport;
  byRestaurant: Record<string, RunTally>;
}

/**
 * Registrations whose code lapsed without being entered (the account was never made): their form, kept aside in
 * the secrets, goes too. A secrets document left with nothing else (no customer behind it) is removed.
 */
async function clearLapsedRegistrations(nowIso: string): Promise<number> {
  const { store } = runtime();
  const lapsed = await store.query({
    collection: SECRETS_COLLECTION,
    where: [{ field: 'pendingUntil', op: '<', value: nowIso }],
    limit: PAGE,
  });
  for (const doc of lapsed.docs) {
    await transact(async (tx) => {
      const [snap, customer] = await Promise.all([tx.get(doc.path), tx.get(`customers/${doc.id}`)]);
      const until = String(snap.data?.pendingUntil ?? '');
      if (!snap.exists || !until || until >= nowIso) return;
      if (!customer.exists && !snap.data?.passwordHash) tx.delete(doc.path);
      else
        tx.update(doc.path, { pendingRegistration: FieldValue.delete(), pendingUntil: FieldValue.delete() });
    });
  }
  return lapsed.docs.length;
}

/**
 * Retention (art. 5(1)(e) RGPD, the privacy notice's « au plus 3 ans après votre dernière activité »): every
 * customer whose last activity (booking, visit, review, sign-in) is older than the cutoff is erased as a deletion
 * would (eraseCustomer), the cutoff checked again on the record read in the erasing transaction, so a customer
 * who came back meanwhile stays. Then the traces that name people outside a customer record go after their stated
 * time (retainTraces: e-mail logs and outbox entries of non-customers, tracking, waitlist, rate windows), and a
 * deleted establishment's erasure cut short is finished. Each restaurant gets its run record (the reports' automations), counting the
 * customers it knew. Pages are bounded; a second run finds nothing more to do.
 */
export async function runRetention(now: Date): Promise<RetentionReport> {
  const { store } = runtime();
  const startedAt = performance.now();
  const cutoff = computeRetentionCutoff({ now }).toISOString();
  const byRestaurant: Record<string, RunTally> = {};
  const tallyOf = (id: string) => (byRestaurant[id] ??= emptyTally());
  for (const id of await listRestaurantIds()) tallyOf(id);
  const report: RetentionReport = { cutoff, erased: 0, failed: 0, lapsedRegistrations: 0, byRestaurant };
  const failedIds = new Set<string>();
  while (report.erased + report.failed < RETENTION_MAX_PER_RUN) {
    const page = await store.query({
      collection: 'customers',
      where: [{ field: 'lastActiveAt', op: '<', value: cutoff }],
      orderBy: [{ field: 'lastActiveAt', direction: 'asc' }],
      limit: PAGE,
    });
    const due = page.docs.filter((doc) => !failedIds.has(doc.id));
    if (due.length === 0) break;
    for (const doc of due) {
      const venues = restaurantIdsOf(doc.data ?? {});
      try {
        const { erased } = await eraseCustomer(doc.id, {
          now,
          check: (customer) => isPastRetention({ lastActiveAt: String(customer.lastActiveAt ?? ''), now }),
        });
        // Came back since the page was read: kept, and no longer due.
        if (!erased) {
          failedIds.add(doc.id);
          continue;
        }
        report.erased += 1;
        for (const id of venues) {
          tallyOf(id).processed += 1;
          tallyOf(id).succeeded += 1;
        }
      } catch (err) {
        for (const id of venues) tallyOf(id).processed += 1;
        report.failed += 1;
        failedIds.add(doc.id);
        const message = err instanceof Error ? err.message : String(err);
        for (const id of venues) tallyOf(id).errorDetails.push(`client effacé en partie : ${message}`);
      }
    }
  }
  report.lapsedRegistrations = await clearLapsedRegistrations(now.toISOString());
  report.traces = await retainTraces(now);
  const executionDate = toParisDateTime({ at: now }).date;
  for (const [restaurantId, tally] of Object.entries(byRestaurant))
    await writeRunLog({ job: RETENTION_JOB, restaurantId, executionDate, startedAt, tally });
  return report;
}

/** Every night at 03:30, Paris time (before the archiving at 04:00). */
export const applyRetention = onSchedule(
  { schedule: '30 3 * * *', timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async (event) => {
    const report = await runRetention(scheduleNow(event.scheduleTime));
    if (report.failed > 0) logger.error('retention: some customers were not erased', report);
    else logger.info('retention done', { erased: report.erased, lapsed: report.lapsedRegistrations });
  },
);
