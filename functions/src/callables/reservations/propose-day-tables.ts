import * as logger from 'firebase-functions/logger';
import {
  ReservationSchema,
  addDaysToDate,
  canProposeTables,
  isReservationUpcoming,
  isTableProposal,
  joinTableIds,
  planTableProposals,
  resolveTableSettings,
  toHistoryStatus,
  type ProposalBooking,
  type Reservation,
} from '@app/domain';
import type { Transaction } from '@app/data';
import { runtime } from '../../lib/runtime';
import { historyEntry, transact } from '../../lib/transact';
import { readDayReservations, takeBookingLock } from './booking-context';
import { readVenueSettings } from './assert-tables-free';
import { proposalPatch } from './table-writes';
import { readFloor } from './venue-day';

/** What one proposal run of a venue's day wrote. */
export interface ProposalRun {
  /** Bookings given a table. */
  proposed: number;
  /** Untouched proposals taken back (their table was given to another, nothing else fits). */
  withdrawn: number;
}

const NOTHING: ProposalRun = { proposed: 0, withdrawn: 0 };

/** The day's reservations, whole (the proposals read their table fields), not archived. */
async function readDay(tx: Transaction, restaurantId: string, date: string): Promise<Reservation[]> {
  const snap = await tx.query({
    collection: 'reservations',
    where: [
      { field: 'restaurantId', op: '==', value: restaurantId },
      { field: 'date', op: '==', value: date },
    ],
  });
  return snap.docs.flatMap((doc) => {
    const parsed = ReservationSchema.safeParse({ ...doc.data, id: doc.id });
    return parsed.success && !parsed.data.archived ? [parsed.data] : [];
  });
}

/**
 * « Table proposée » for one venue's day, in one transaction under the day's booking lock (so a staff move or
 * a booking at the same moment retries rather than crossing it): the engine's best fit for every confirmed
 * booking still to come that has no table and that staff never touched ({@link planTableProposals}, both
 * modes, the venue's duration bands, the eve's late dinners holding their tables), written with when the
 * tables are freed, the proposal and a history entry by « system ». Tables staff set, kept or removed are never
 * touched. A venue without a floor plan gets nothing. Runs on confirmation and before each service.
 */
export async function proposeDayTables({
  restaurantId,
  date,
  now,
}: {
  restaurantId: string;
  date: string;
  now: Date;
}): Promise<ProposalRun> {
  return transact(async (tx) => {
    const settings = await readVenueSettings(tx, restaurantId);
    const floor = settings ? await readFloor(tx, restaurantId) : null;
    if (!settings || !floor || floor.tables.length === 0) return NOTHING;
    const commitLock = await takeBookingLock(tx, restaurantId, date);
    const eveDate = addDaysToDate({ date, days: -1 });
    const [day, eve] = await Promise.all([
      readDay(tx, restaurantId, date),
      readDayReservations(tx, restaurantId, eveDate),
    ]);
    const byId = new Map(day.map((r) => [r.id, r]));
    const bookings: ProposalBooking[] = [
      ...eve.filter((r) => !r.archived).map((r) => ({ ...r, date: eveDate })),
      ...day.map((r) => ({
        id: r.id,
        time: r.time,
        partySize: r.partySize,
        status: r.status,
        tableId: r.tableId,
        ...(r.tablesFreeAt ? { tablesFreeAt: r.tablesFreeAt } : {}),
        proposable: canProposeTables(r) && isReservationUpcoming({ date: r.date, time: r.time, now }),
        proposed: isTableProposal(r),
      })),
    ];
    const { bands } = resolveTableSettings({ settings });
    const proposals = planTableProposals({ date, floor, bands, bookings });
    if (proposals.length === 0) return NOTHING;
    const run = { ...NOTHING };
    for (const proposal of proposals) {
      const reservation = byId.get(proposal.bookingId);
      if (!reservation) continue;
      const tableId = joinTableIds(proposal.tables);
      const entry = historyEntry({
        status: toHistoryStatus(reservation.status),
        changedBy: 'system',
        at: now,
      });
      tx.update(`reservations/${reservation.id}`, {
        ...proposalPatch({ tableId, tablesFreeAt: proposal.tablesFreeAt, now }),
        ...(tableId
          ? {
              statusHistory: [
                ...reservation.statusHistory,
                { ...entry, kind: 'table_proposed', tables: tableId },
              ],
            }
          : {}),
        updatedAt: now.toISOString(),
      });
      if (tableId) run.proposed += 1;
      else run.withdrawn += 1;
    }
    commitLock();
    return run;
  });
}

/**
 * {@link proposeDayTables} after a change has committed (a confirmation, a booking, a move): a failure is
 * logged and never undoes the change; the next run before the service proposes again.
 */
export async function proposeDayTablesSafely(restaurantId: string, date: string): Promise<void> {
  await proposeDayTables({ restaurantId, date, now: runtime().now() }).catch((err: unknown) =>
    logger.warn('table proposals failed', { restaurantId, date, err: String(err) }),
  );
}
