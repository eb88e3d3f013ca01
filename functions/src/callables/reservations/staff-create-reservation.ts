import * as logger from 'firebase-functions/logger';
import {
  AppError,
  MESSAGES,
  StaffCreateReservationInputSchema,
  buildReservationSearchTokens,
  joinFullName,
  splitTableIds,
  toHistoryStatus,
  toParisDateTime,
  type Reservation,
  type StaffCreateReservationInput,
} from '@app/domain';
import type { Transaction } from '@app/data';
import { assertRestaurantAccess, type StaffCaller } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { runtime } from '../../lib/runtime';
import { historyEntry, transact } from '../../lib/transact';
import { assertTablesFree } from './assert-tables-free';
import { readRestaurant } from './booking-context';
import { customerFileIdOf, planCustomerUpsert } from './customer-file';
import { readCustomerView } from '../../lib/customer-views';
import { mailRestaurantOf } from '../../mail/mail-restaurant';
import { queueReservationMail } from './reservation-mail';
import { queueReservationEvent } from '../../webhooks/queue-webhook-event';

/**
 * 'Nouvelle réservation' (staff-operations §5): created CONFIRMED by the acting user, confirmation mail when
 * an e-mail is given; a table chosen on the plan must be free at that time ('Cette table est déjà occupée'),
 * « Par tables » for the party's whole duration.
 * The customer record is written afterwards in its own transaction (no consent: nobody ticked one):
 * its failure must not block the booking.
 */
export const staffCreateReservation = defineCallable({
  name: 'staffCreateReservation',
  input: StaffCreateReservationInputSchema,
  auth: 'staff',
  handler: async (input, { caller, now }) => createStaffReservation({ input, caller, now }),
});

/** The venue's view of the guest a staff booking names (its language), null when the venue has none. */
async function readBookingGuest(tx: Transaction, input: StaffCreateReservationInput) {
  const name = joinFullName({ firstName: input.customerFirstName, lastName: input.customerLastName });
  const customerId = customerFileIdOf({ email: input.customerEmail, name, phone: input.customerPhone });
  return customerId ? readCustomerView(tx, input.restaurantId, customerId) : null;
}

/**
 * The staff booking itself, shared by 'Nouvelle réservation' and the waitlist's 'Réserver' (same customer file,
 * mails and stats). `alongside` reads what else the booking's transaction must write (before any write) and
 * returns that write, given the new reservation's id.
 */
export async function createStaffReservation({
  input,
  caller,
  now,
  alongside,
  seated = false,
}: {
  input: StaffCreateReservationInput;
  caller: StaffCaller;
  now: Date;
  alongside?: (tx: Transaction) => Promise<(reservationId: string) => void>;
  /** Guests without a booking seated now (`seatWalkIn`): created SEATED, no mail. */
  seated?: boolean;
}): Promise<{ reservationId: string; status: 'CONFIRMED' | 'SEATED' }> {
  const status = seated ? 'SEATED' : 'CONFIRMED';
  assertRestaurantAccess(caller, input.restaurantId);
  if (input.date < toParisDateTime({ at: now }).date) {
    // The form's date field shows it (its minimum is today).
    throw new AppError('invalid-argument', MESSAGES.reservation.pastDate, { field: 'date' });
  }
  const { store } = runtime();
  const id = store.newId();
  const reservation = await transact(async (tx) => {
    const { restaurant, settings } = await readRestaurant(tx, input.restaurantId);
    // The language staff set on the phone; else the mail asks the guest's at this venue (issue 51).
    const guest = input.locale || seated ? null : await readBookingGuest(tx, input);
    const commitAlongside = await alongside?.(tx);
    const held = await assertTablesFree(tx, {
      restaurantId: restaurant.id,
      reservationId: id,
      date: input.date,
      time: input.time,
      partySize: input.partySize,
      tables: splitTableIds(input.tableId),
      settings,
      force: input.force,
    });
    const nowIso = now.toISOString();
    const customerName = joinFullName({
      firstName: input.customerFirstName,
      lastName: input.customerLastName,
    });
    const created: Reservation = {
      id,
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      date: input.date,
      time: input.time,
      partySize: input.partySize,
      customerName,
      customerFirstName: input.customerFirstName,
      customerLastName: input.customerLastName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      searchTokens: buildReservationSearchTokens({
        customerName,
        customerFirstName: input.customerFirstName,
        customerLastName: input.customerLastName,
        customerPhone: input.customerPhone,
      }),
      specialRequests: input.specialRequests,
      terrace: input.terrace,
      tableId: input.tableId,
      // When its tables are free again, read back by availability and the timeline.
      ...(held.tablesFreeAt ? { tablesFreeAt: held.tablesFreeAt } : {}),
      // A table staff chose: the engine never moves it (« Table proposée » is for bookings without one).
      ...(input.tableId ? { tableLock: { by: caller.uid, at: nowIso } } : {}),
      status,
      statusHistory: [
        historyEntry({
          status: toHistoryStatus(status),
          changedBy: caller.uid,
          at: now,
        }) as Reservation['statusHistory'][number],
      ],
      createdBy: caller.uid,
      createdAt: nowIso,
      updatedAt: nowIso,
      archived: false,
      source: 'admin',
      autoConfirm: true,
      isVirtualReservation: false,
      ...(input.locale ? { locale: input.locale } : {}),
    };
    tx.create(`reservations/${id}`, created);
    queueReservationEvent(tx, created, now, 'created');
    held.commit();
    commitAlongside?.(id);
    if (!seated) {
      queueReservationMail(tx, {
        reservation: created,
        restaurant: mailRestaurantOf({ id: restaurant.id, data: restaurant }),
        type: 'confirmation',
        historyLength: 1,
        guest,
      });
    }
    return created;
  });

  // The venue's file gets the customer, known by e-mail or else by name and phone (a duplicate staff may merge
  // later); a booking that names neither keys nobody.
  if (reservation.customerEmail || reservation.customerPhone) {
    await transact(async (tx) => {
      const commit = await planCustomerUpsert(tx, {
        restaurantId: reservation.restaurantId,
        firstName: input.customerFirstName,
        lastName: input.customerLastName,
        email: reservation.customerEmail,
        phone: input.customerPhone,
        source: 'admin',
        countBooking: true,
        now,
        ...(input.locale ? { locale: input.locale } : {}),
      });
      commit?.();
    }).catch((err: unknown) =>
      logger.warn('staffCreateReservation: customer record not updated', { id, err: String(err) }),
    );
  }
  return { reservationId: id, status };
}
