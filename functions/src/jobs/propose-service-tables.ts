import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { toParisDateTime } from '@app/domain';
import { proposeDayTables } from '../callables/reservations/propose-day-tables';
import { readEnv } from '../config/env';
import { runtime } from '../lib/runtime';
import { scheduleNow } from './send-booking-reminders';

/** Before each service, Paris time: 10:30 for lunch, 17:30 for dinner. */
export const TABLE_PROPOSAL_SCHEDULE = '30 10,17 * * *';

/** What one run did, over every venue with something to seat today. */
export interface TableProposalReport {
  venues: number;
  proposed: number;
  withdrawn: number;
  /** `{restaurantId}: {error}` of the venues whose run failed (tried again before the next service). */
  errors: string[];
}

/**
 * « Table proposée » before the service (issue 48): the venues of today's (Paris, at `now`) confirmed bookings
 * that still have no table staff left alone, or hold one of the engine's proposals, each planned again in one
 * transaction ({@link proposeDayTables}). One equality query per run, bounded by a day of confirmed bookings.
 */
export async function runTableProposals(now: Date): Promise<TableProposalReport> {
  const today = toParisDateTime({ at: now }).date;
  const snap = await runtime().store.query({
    collection: 'reservations',
    where: [
      { field: 'status', op: '==', value: 'CONFIRMED' },
      { field: 'date', op: '==', value: today },
    ],
  });
  const venues = new Set<string>();
  for (const doc of snap.docs) {
    const data = doc.data ?? {};
    if (data.archived === true || typeof data.restaurantId !== 'string') continue;
    const tableless = String(data.tableId ?? '').trim() === '' && !data.tableLock;
    if (tableless || (data.tableProposal && !data.tableLock)) venues.add(data.restaurantId);
  }
  const report: TableProposalReport = { venues: venues.size, proposed: 0, withdrawn: 0, errors: [] };
  for (const restaurantId of [...venues].sort()) {
    try {
      const run = await proposeDayTables({ restaurantId, date: today, now });
      report.proposed += run.proposed;
      report.withdrawn += run.withdrawn;
    } catch (err) {
      report.errors.push(`${restaurantId}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return report;
}

export const proposeServiceTables = onSchedule(
  { schedule: TABLE_PROPOSAL_SCHEDULE, timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async (event) => {
    const report = await runTableProposals(scheduleNow(event.scheduleTime));
    if (report.errors.length > 0) logger.error('table proposals: some venues failed', report);
    else logger.info('table proposals done', report);
  },
);
