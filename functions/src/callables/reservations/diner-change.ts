import { FieldValue, type Transaction } from '@app/data';
import {
  AppError,
  MESSAGES,
  checkDinerChange,
  checkVenueOnlineBooking,
  countBookedCovers,
  dinerChangeStatus,
  isDomainErrorCode,
  joinTableIds,
  listDaySlots,
  normalizeLoyaltyConfig,
  shouldAutoConfirm,
  toHistoryStatus,
  type AppErrorCode,
  type BookingSlot,
  type OnlineBookingRefusal,
  type Reservation,
  type RestaurantBookingSettings,
} from '@app/domain';
import { afterCommit, historyEntry } from '../../lib/transact';
import { mailRestaurantOf } from '../../mail/mail-restaurant';
import { offerFreedCoversSafely } from '../waitlist/offer-freed-covers';
import { readDayWaitlist } from '../waitlist/waitlist-store';
import { readReservation } from './apply-status-change';
import { readClosedSlots, readDayReservations, readRestaurant, takeBookingLock } from './booking-context';
import { queueReservationMail } from './reservation-mail';
import { REMINDER_RESET } from './update-reservation';
import { readTableReads, venueBookings } from './venue-day';

/** The AppError code of an engine refusal (as the online booking answers it). */
function refusalCode(reason: OnlineBookingRefusal): AppErrorCode {
  if (isDomainErrorCode(reason)) return reason;
  return reason === 'invalid-party-size' ? 'invalid-argument' : 'failed-precondition';
}

function slotCapacityOf(settings: RestaurantBookingSettings, date: string, time: string): number {
  return (
    listDaySlots({ openingHours: settings.openingHours, date }).find((s) => s.time === time)?.maxCapacity ?? 0
  );
}

export interface DinerChangeRequest {
  reservationId: string;
  to: BookingSlot;
  /** 'client' from the customer space, « Client (lien e-mail) » from the mail's link. */
  changedBy: string;
  now: Date;
  /** Throws when this caller may not touch the booking (not theirs, or the link was not made for it as it stands). */
  guard: (reservation: Reservation) => void;
}

/**
 * A diner changes the date, time or party size of their own booking (issue 48), inside the caller's transaction:
 * the domain's rule first (a request or a confirmed booking, before the venue's free cancellation deadline), then
 * the online booking's own engine under the new day's lock, the booking itself left out of what the day holds
 * (its covers, its tables). A confirmed booking stays confirmed only when the venue's auto-confirmation takes the
 * new request; else it goes back to « À confirmer » for staff. One « Modifiée par le client » history entry says
 * before → after; the reminder and the diner's answers start again; the points ledger does not move (neither
 * status earns anything); the diner gets the request or the confirmation mail again (its .ics: same UID, higher
 * SEQUENCE); the covers freed at the old time go to the waitlist once committed.
 */
export async function applyDinerChange(tx: Transaction, request: DinerChangeRequest) {
  const { to, now } = request;
  const reservation = await readReservation(tx, request.reservationId);
  request.guard(reservation);
  const { restaurantId } = reservation;
  const [venue, configSnap, commitLock, closedSlots, day, waitlist] = await Promise.all([
    readRestaurant(tx, restaurantId),
    tx.get(`settings/loyalty_config_${restaurantId}`),
    takeBookingLock(tx, restaurantId, to.date),
    readClosedSlots(tx, restaurantId, to.date),
    readDayReservations(tx, restaurantId, to.date),
    readDayWaitlist(tx, restaurantId, to.date),
  ]);
  const config = normalizeLoyaltyConfig({ raw: configSnap.data });
  const rule = checkDinerChange({
    booking: reservation,
    to,
    now,
    freeCancellationHours: config.freeCancellationHours,
  });
  if (!rule.ok) throw new AppError(rule.code, rule.message);
  const { settings, restaurant, autoConfirmRule } = venue;
  const tableReads = await readTableReads(tx, { restaurantId, date: to.date, settings });
  const others = day.filter((r) => r.id !== reservation.id);
  const held = venueBookings({
    settings,
    reservations: others,
    waitlist,
    tableReads: { ...tableReads, eve: tableReads.eve.filter((b) => b.id !== reservation.id) },
    now,
  });
  const check = checkVenueOnlineBooking({
    settings,
    closedSlots,
    reservations: held,
    floor: tableReads.floor,
    date: to.date,
    time: to.time,
    partySize: to.partySize,
    now,
  });
  if (!check.ok) throw new AppError(refusalCode(check.reason), check.message);
  const autoConfirmed =
    !reservation.heldForReview &&
    shouldAutoConfirm({
      rule: autoConfirmRule,
      partySize: to.partySize,
      slotCapacity: slotCapacityOf(settings, to.date, to.time),
      slotBookedCovers: countBookedCovers({
        reservations: held.filter((r) => r.date === undefined),
        time: to.time,
      }),
    });
  const status = dinerChangeStatus({ from: reservation.status, autoConfirmed });
  const from: BookingSlot = {
    date: reservation.date,
    time: reservation.time,
    partySize: reservation.partySize,
  };
  const entry = {
    ...historyEntry({
      status: toHistoryStatus(status),
      changedBy: request.changedBy,
      at: now,
      kind: 'diner_changed',
    }),
    change: { from, to },
  };
  const statusHistory = [...reservation.statusHistory, entry];
  const seating =
    check.mode === 'tables'
      ? { tableId: joinTableIds(check.tables), tablesFreeAt: check.tablesFreeAt }
      : { tableId: '', tablesFreeAt: FieldValue.delete() };
  const nowIso = now.toISOString();
  tx.update(`reservations/${reservation.id}`, {
    date: to.date,
    time: to.time,
    partySize: to.partySize,
    status,
    ...seating,
    tableProposal: FieldValue.delete(),
    tableLock: FieldValue.delete(),
    confirmation: FieldValue.delete(),
    ...REMINDER_RESET,
    dinerChangedAt: nowIso,
    statusHistory,
    updatedAt: nowIso,
  });
  commitLock();
  const changed: Reservation = {
    ...reservation,
    ...to,
    status,
    statusHistory: statusHistory as Reservation['statusHistory'],
  };
  queueReservationMail(tx, {
    reservation: changed,
    restaurant: mailRestaurantOf({ id: restaurant.id, data: restaurant }),
    type: status === 'CONFIRMED' ? 'confirmation' : 'request',
    historyLength: statusHistory.length,
  });
  // The covers left at the old time: the first diner waiting for them may get an offer once committed.
  afterCommit(tx, () => offerFreedCoversSafely(restaurantId, reservation.date));
  return { status, from, to };
}

/** The customer space's guard: only the booking's own e-mail; anyone else's reads as not found. */
export function ownBookingGuard(email: string) {
  return (r: Reservation) => {
    if (r.customerEmail.trim().toLowerCase() !== email)
      throw new AppError('reservation-not-found', MESSAGES.generic.reservationNotFound);
  };
}
