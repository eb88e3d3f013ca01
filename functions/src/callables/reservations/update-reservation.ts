import { FieldValue } from '@app/data';
import {
  AppError,
  BILL_APPROVAL_MESSAGES,
  UpdateReservationInputSchema,
  buildReservationSearchTokens,
  checkStaffStatusTiming,
  isTableProposal,
  joinFullName,
  splitFullName,
  splitTableIds,
  type Reservation,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { afterCommit, transact } from '../../lib/transact';
import { offerFreedCoversSafely } from '../waitlist/offer-freed-covers';
import { readReservation } from './apply-status-change';
import { assertTablesFree, readVenueSettings } from './assert-tables-free';
import { proposalPatch, tablesFreeAtPatch } from './table-writes';
import { proposeDayTablesSafely } from './propose-day-tables';
import { planCustomerUpsert } from './customer-file';

/**
 * First and last names after an edit: a changed part replaces the stored one; when only a full name is stored
 * it is split at the first space (staff-operations §5). The full name is rebuilt as first, space, last.
 */
export function mergeNames(
  reservation: Pick<Reservation, 'customerName' | 'customerFirstName' | 'customerLastName'>,
  changes: { customerFirstName?: string; customerLastName?: string },
): { customerFirstName: string; customerLastName: string; customerName: string } {
  const stored =
    reservation.customerFirstName !== undefined || reservation.customerLastName !== undefined
      ? { firstName: reservation.customerFirstName ?? '', lastName: reservation.customerLastName ?? '' }
      : splitFullName({ name: reservation.customerName });
  const customerFirstName = changes.customerFirstName ?? stored.firstName;
  const customerLastName = changes.customerLastName ?? stored.lastName;
  return {
    customerFirstName,
    customerLastName,
    customerName: joinFullName({ firstName: customerFirstName, lastName: customerLastName }),
  };
}

/** What a move of date or time clears: the reminder sent for the old time and the diner's answers to it. */
export const REMINDER_RESET = {
  reminderSentAt: FieldValue.delete(),
  dinerConfirmedAt: FieldValue.delete(),
  dinerConfirmedBy: FieldValue.delete(),
  emailAnswers: FieldValue.delete(),
};

/** A booking still to come or at table keeps its tables; a finished or cancelled one's are history. */
const HOLDS_ITS_TABLES = new Set(['PENDING', 'CONFIRMED', 'SEATED']);

/**
 * Throws when moving a reservation to another date or time would leave it in a status it may not have yet
 * (seated or completed before its day, no-show before its time): the status timing rule of staff changes.
 */
function assertStatusStillTimely(reservation: Reservation, next: Reservation, now: Date): void {
  if (next.date === reservation.date && next.time === reservation.time) return;
  const tooEarly = checkStaffStatusTiming({ reservation: next, to: next.status, now });
  if (tooEarly) throw new AppError(tooEarly.code, tooEarly.message);
}

/**
 * The booking's e-mail names the diner its points went to (issue 49, « Insider points »): once it has been
 * completed (now or ever: a booking set back keeps its history), another e-mail would move its points and bill to
 * someone else, so it is refused with « L’e-mail d’une réservation terminée ne peut plus être modifié ».
 */
function assertEmailStillOpen(reservation: Reservation, email: string | undefined): void {
  if (email === undefined) return;
  if (email.trim().toLowerCase() === reservation.customerEmail.trim().toLowerCase()) return;
  const completed =
    reservation.status === 'COMPLETED' ||
    reservation.statusHistory.some((entry) => entry.status === 'completed');
  if (completed) throw new AppError('failed-precondition', BILL_APPROVAL_MESSAGES.emailLocked);
}

/**
 * Both edit variants (overlay and detail modal): only the fields sent change, the full name is rebuilt when
 * a name part changes, and the overlay's `syncCustomer` also updates the customer record in the same
 * transaction (name, e-mail, phone, restaurant). The status is not edited here (setReservationStatus), but a
 * new date or time must suit it, and must not put the booking's tables where another reservation holds them
 * then ('Cette table est déjà occupée').
 */
export const updateReservation = defineCallable({
  name: 'updateReservation',
  input: UpdateReservationInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, changes, syncCustomer }, { caller, now }) => {
    await transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      assertEmailStillOpen(reservation, changes.customerEmail);
      const patch: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(changes)) if (value !== undefined) patch[key] = value;
      const nameChanged = changes.customerFirstName !== undefined || changes.customerLastName !== undefined;
      const names = nameChanged ? mergeNames(reservation, changes) : undefined;
      if (names) Object.assign(patch, names);
      const next = { ...reservation, ...patch } as Reservation;
      assertStatusStillTimely(reservation, next, now);
      // Rebuilt on every edit: a changed name or phone is found at once, and older bookings gain tokens.
      patch.searchTokens = buildReservationSearchTokens(next);
      const moved = next.date !== reservation.date || next.time !== reservation.time;
      // The new time gets its own reminder and answers; the old links carry the old time and are refused.
      if (moved) Object.assign(patch, REMINDER_RESET);
      // The party's size sets how long its tables are held (its band): another party is checked again.
      const settings =
        moved || next.partySize !== reservation.partySize
          ? await readVenueSettings(tx, next.restaurantId)
          : null;
      const resized = !!settings && next.partySize !== reservation.partySize;
      // The engine's untouched proposal does not follow a new time or party: it is taken back and proposed again.
      const reproposed = (moved || resized) && isTableProposal(reservation);
      if (reproposed) Object.assign(patch, proposalPatch({ tableId: '', tablesFreeAt: null, now }));
      const held =
        (moved || resized) && !reproposed && HOLDS_ITS_TABLES.has(next.status)
          ? await assertTablesFree(tx, {
              restaurantId: next.restaurantId,
              reservationId,
              date: next.date,
              time: next.time,
              partySize: next.partySize,
              current: reservation,
              tables: splitTableIds(next.tableId),
              ...(settings ? { settings } : {}),
            })
          : undefined;
      Object.assign(patch, tablesFreeAtPatch(held?.tablesFreeAt));
      const commitCustomer = syncCustomer
        ? await planCustomerUpsert(tx, {
            restaurantId: next.restaurantId,
            firstName: next.customerFirstName ?? splitFullName({ name: next.customerName }).firstName,
            lastName: next.customerLastName ?? splitFullName({ name: next.customerName }).lastName,
            email: next.customerEmail,
            phone: next.customerPhone,
            source: 'admin',
            countBooking: false,
            now,
            ...(changes.locale ? { locale: changes.locale } : {}),
          })
        : undefined;
      tx.update(`reservations/${reservationId}`, { ...patch, updatedAt: now.toISOString() });
      commitCustomer?.();
      held?.commit();
      if (reproposed && next.status === 'CONFIRMED') {
        afterCommit(tx, () => proposeDayTablesSafely(next.restaurantId, next.date));
      }
      // A smaller party or a move frees covers at the old slot: offered to the waitlist once committed.
      if (moved || next.partySize < reservation.partySize) {
        afterCommit(tx, () => offerFreedCoversSafely(reservation.restaurantId, reservation.date));
      }
    });
    return { ok: true as const };
  },
});
