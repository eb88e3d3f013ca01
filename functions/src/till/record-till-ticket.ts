import type { Transaction } from '@app/data';
import {
  AppError,
  INTEGRATION_MESSAGES as M,
  parisWallTimeToDate,
  type Reservation,
  type TillTicketInput,
} from '@app/domain';
import { runtime } from '../lib/runtime';
import { transact } from '../lib/transact';
import { applyStatusChange, readReservation } from '../callables/reservations/apply-status-change';
import { recordBill } from '../callables/reservations/set-reservation-bill';
import type { TillTicketOutcome } from '../api/api-views';
import { findTicketBooking } from './find-ticket-booking';
import { newTicketDoc, tillTicketPath, type StoredTillTicket, type TicketBase } from './till-ticket-store';

/** Bookings a ticket may complete on its way to its bill: those still at the table or expected there. */
const COMPLETABLE = new Set(['CONFIRMED', 'SEATED']);

/**
 * Completes the booking if it is still « Confirmée » or « Installée » (the same status change as « Terminer »:
 * its visit's points), so the ticket's bill can follow. Changes nothing on a completed one.
 */
async function completeForTicket(reservationId: string, by: string, now: Date): Promise<void> {
  await transact(async (tx) => {
    const reservation = await readReservation(tx, reservationId);
    if (!COMPLETABLE.has(reservation.status)) return;
    await applyStatusChange(tx, { reservationId, to: 'COMPLETED', actor: 'staff', changedBy: by, now });
  });
}

/**
 * Records the ticket's bill on the booking by the typed bill's own rule (recordBill: points once, a corrected
 * amount moves only the difference, an `admin`'s ceiling holds a bill above it) and the ticket as recorded, in
 * one transaction: a ticket sent twice finds itself recorded and moves nothing more.
 */
export async function billBookingFromTicket(
  path: string,
  base: TicketBase,
  reservationId: string,
  by: string,
  now: Date,
  role = 'admin',
): Promise<TillTicketOutcome> {
  await completeForTicket(reservationId, by, now);
  return transact(async (tx: Transaction) => {
    const [snap, reservation] = await Promise.all([tx.get(path), readReservation(tx, reservationId)]);
    assertBillable(reservation);
    const result = await recordBill(tx, {
      reservation,
      amount: base.amount,
      role,
      by,
      now,
      origin: { kind: 'till', ticketId: base.ticketId },
    });
    if (!result.changed && reservation.billSource !== 'till')
      tx.update(`reservations/${reservationId}`, { billSource: 'till', tillTicketId: base.ticketId });
    const outcome = result.held ? 'held' : 'recorded';
    const previous = snap.data as Partial<StoredTillTicket> | undefined;
    tx.set(path, {
      ...base,
      receivedAt: previous?.receivedAt ?? base.receivedAt,
      state: outcome,
      outcome,
      reservationId,
      candidates: [],
    });
    return { ticketId: base.ticketId, outcome, reservationId, pointsDelta: result.pointsDelta };
  });
}

function assertBillable(reservation: Reservation): void {
  if (reservation.status !== 'COMPLETED' || reservation.archived)
    throw new AppError('failed-precondition', M.ticketBillNotAccepted);
}

/**
 * « Ticket closed » from a venue's till (issue 52). A ticket id seen before with the same amount answers what it
 * answered and writes nothing; with another amount it is a correction, recorded on the same booking. A new
 * ticket is matched (findTicketBooking): one booking gets the bill, else the ticket waits, with its candidates,
 * in « Tickets de caisse à rattacher » for staff to attach in one tap.
 */
export async function recordTillTicket(
  restaurantId: string,
  ticket: TillTicketInput,
  { by, now, format }: { by: string; now: Date; format: string },
): Promise<TillTicketOutcome> {
  const { store } = runtime();
  const path = tillTicketPath(restaurantId, ticket.ticketId);
  const base = newTicketDoc(path, restaurantId, ticket, format, now.toISOString());
  const seen = (await store.get(path)).data as unknown as StoredTillTicket | undefined;
  if (seen && seen.amount === ticket.amount && seen.state !== 'waiting')
    return {
      ticketId: ticket.ticketId,
      outcome: seen.outcome,
      reservationId: seen.reservationId,
      pointsDelta: 0,
    };
  if (seen?.reservationId) return billBookingFromTicket(path, base, seen.reservationId, by, now);
  const { match, day } = await findTicketBooking(store, restaurantId, ticket);
  if (match.kind === 'matched') return billBookingFromTicket(path, base, match.reservationId, by, now);
  const candidates =
    match.kind === 'ambiguous'
      ? match.candidates
      : nearbyBookings(day, ticket.closedAt ? Date.parse(ticket.closedAt) : now.getTime());
  await store.set(path, {
    ...base,
    receivedAt: seen?.receivedAt ?? base.receivedAt,
    state: 'waiting',
    outcome: match.kind,
    reservationId: null,
    candidates,
  });
  return { ticketId: ticket.ticketId, outcome: match.kind, reservationId: null, pointsDelta: 0 };
}

/** For a ticket nobody's table matched: the day's billable bookings within 4 hours of it, nearest first. */
function nearbyBookings(day: readonly Reservation[], at: number): string[] {
  const hours4 = 4 * 3_600_000;
  return day
    .filter((r) => ['CONFIRMED', 'SEATED', 'COMPLETED'].includes(r.status))
    .map((r) => ({ id: r.id, gap: Math.abs(parisWallTimeToDate(r).getTime() - at) }))
    .filter((r) => r.gap <= hours4)
    .sort((a, b) => a.gap - b.gap)
    .slice(0, 8)
    .map((r) => r.id);
}
