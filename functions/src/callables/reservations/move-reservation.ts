import {
  AppError,
  KeepTableProposalInputSchema,
  MESSAGES,
  MoveReservationInputSchema,
  addDaysToDate,
  checkStaffStatusTiming,
  checkTimelineMove,
  isTableProposal,
  joinTableIds,
  resolveTableSettings,
  toHistoryStatus,
  type Reservation,
  type TableBooking,
} from '@app/domain';
import type { Transaction } from '@app/data';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { afterCommit, historyEntry, transact } from '../../lib/transact';
import { offerFreedCoversSafely } from '../waitlist/offer-freed-covers';
import { readReservation } from './apply-status-change';
import { readVenueSettings } from './assert-tables-free';
import { readDayReservations, takeBookingLock } from './booking-context';
import { setProposalsAside, takeBackProposals } from './proposals-give-way';
import { staffTablesPatch } from './table-writes';
import { REMINDER_RESET } from './update-reservation';
import { readFloor } from './venue-day';

/** The booking as the engine reads it. */
function engineBooking(
  r: Pick<TableBooking, 'id' | 'time' | 'partySize' | 'status' | 'tableId' | 'tablesFreeAt'>,
): TableBooking {
  return {
    id: r.id,
    time: r.time,
    partySize: r.partySize,
    status: r.status,
    tableId: r.tableId ?? '',
    ...(r.tablesFreeAt ? { tablesFreeAt: r.tablesFreeAt } : {}),
  };
}

/** The day the engine decides a move on: the venue's tables and bands, the day's and the eve's bookings. */
async function readMoveDay(tx: Transaction, reservation: Reservation) {
  const { restaurantId, date } = reservation;
  const settings = await readVenueSettings(tx, restaurantId);
  if (!settings) throw new AppError('restaurant-not-found', MESSAGES.generic.restaurantNotFound);
  const eveDate = addDaysToDate({ date, days: -1 });
  const [floor, commitLock, day, eve] = await Promise.all([
    readFloor(tx, restaurantId),
    takeBookingLock(tx, restaurantId, date),
    readDayReservations(tx, restaurantId, date),
    readDayReservations(tx, restaurantId, eveDate),
  ]);
  const kept = [...eve.filter((r) => !r.archived), ...day.filter((r) => !r.archived)];
  const bookings: TableBooking[] = [
    ...eve.filter((r) => !r.archived).map((r) => ({ ...engineBooking(r), date: eveDate })),
    ...day.filter((r) => !r.archived).map(engineBooking),
  ];
  return {
    floor: floor ?? { tables: [], groups: [] },
    bands: resolveTableSettings({ settings }).bands,
    bookings,
    names: new Map(kept.map((r) => [r.id, r.displayName])),
    proposedIds: new Set(day.filter((r) => r.proposed && !r.archived).map((r) => r.id)),
    commitLock,
  };
}

/**
 * The timeline's move (drag to another table or time, stretch, « Déplacer ou prolonger »): the availability
 * engine decides it in the move's transaction, under the day's booking lock ({@link checkTimelineMove}: the
 * tables on the plan, a time that exists that day, a hold of 30 min to 6 h, no other booking holding the tables
 * then, the eve's late dinners included), in French when it refuses (`table-occupied` names who holds them and
 * lets staff insist with `force`). The booking then holds its new tables until the end it stores, is locked
 * from the engine's proposals, and its history says from what to what; a new time clears the reminder sent for
 * the old one and offers the freed covers to the waitlist. The same move again writes nothing.
 */
export const moveReservation = defineCallable({
  name: 'moveReservation',
  input: MoveReservationInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, tables, time, minutes, force }, { caller, now }) => {
    return transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      const day = await readMoveDay(tx, reservation);
      const decide = (bookings: TableBooking[]) =>
        checkTimelineMove({
          date: reservation.date,
          floor: day.floor,
          bookings,
          bands: day.bands,
          booking: engineBooking(reservation),
          target: { tables, time, ...(minutes !== undefined ? { minutes } : {}) },
          names: day.names,
          force,
        });
      const first = decide(day.bookings);
      // Untouched proposals holding the tables give way (taken back below, placed again once committed).
      const aside =
        !first.ok && first.reason === 'table-occupied'
          ? setProposalsAside({
              bookings: day.bookings,
              holderIds: first.holders.map((h) => h.bookingId),
              proposedIds: day.proposedIds,
            })
          : { bookings: day.bookings, yielded: new Set<string>() };
      const check = aside.yielded.size > 0 ? decide(aside.bookings) : first;
      if (!check.ok) {
        if (check.reason !== 'table-occupied') throw new AppError('move-refused', check.message);
        const clashes = check.holders.map((h) => ({
          table: h.table,
          reservationId: h.bookingId,
          name: day.names.get(h.bookingId) ?? '',
          time: h.time,
        }));
        throw new AppError('table-occupied', check.message, { clashes });
      }
      const answer = {
        ok: true as const,
        changed: check.changed,
        tableId: joinTableIds(check.tables),
        time: check.time,
        tablesFreeAt: check.tablesFreeAt,
        warning: check.warning,
      };
      if (!check.changed) return answer;
      const tooEarly = checkStaffStatusTiming({
        reservation: { ...reservation, time },
        to: reservation.status,
        now,
      });
      if (tooEarly) throw new AppError(tooEarly.code, tooEarly.message);
      const moved = time !== reservation.time;
      const entry = historyEntry({
        status: toHistoryStatus(reservation.status),
        changedBy: caller.uid,
        at: now,
      });
      tx.update(`reservations/${reservation.id}`, {
        ...staffTablesPatch({
          tableId: answer.tableId,
          tablesFreeAt: check.tablesFreeAt,
          uid: caller.uid,
          now,
        }),
        ...(moved ? { time, ...REMINDER_RESET } : {}),
        statusHistory: [
          ...reservation.statusHistory,
          { ...entry, kind: 'moved', move: { from: check.from, to: check.to } },
        ],
        updatedAt: now.toISOString(),
      });
      day.commitLock();
      takeBackProposals(tx, aside.yielded, reservation);
      // Covers left at the old time: once committed, the first diner waiting for them may get an offer.
      if (moved) afterCommit(tx, () => offerFreedCoversSafely(reservation.restaurantId, reservation.date));
      return answer;
    });
  },
});

/**
 * « Garder » on a « Table proposée »: staff keep the engine's proposal, which becomes theirs (locked: the engine
 * never moves it again), with a history entry. Kept already, it answers the same and writes nothing.
 */
export const keepTableProposal = defineCallable({
  name: 'keepTableProposal',
  input: KeepTableProposalInputSchema,
  auth: 'staff',
  handler: async ({ reservationId }, { caller, now }) => {
    return transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      const { tableId } = reservation;
      if (!isTableProposal(reservation)) {
        if (reservation.tableLock && tableId) return { ok: true as const, tableId, changed: false };
        throw new AppError('no-table-proposal', MESSAGES.timeline.noProposal);
      }
      const entry = historyEntry({
        status: toHistoryStatus(reservation.status),
        changedBy: caller.uid,
        at: now,
      });
      tx.update(`reservations/${reservation.id}`, {
        ...staffTablesPatch({
          tableId,
          tablesFreeAt: reservation.tablesFreeAt ?? null,
          uid: caller.uid,
          now,
        }),
        statusHistory: [...reservation.statusHistory, { ...entry, kind: 'table_kept', tables: tableId }],
        updatedAt: now.toISOString(),
      });
      return { ok: true as const, tableId, changed: true };
    });
  },
});
