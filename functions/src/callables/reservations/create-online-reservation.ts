import * as logger from 'firebase-functions/logger';
import {
  AUTO_CONFIRM_AUTHOR,
  AppError,
  CreateOnlineReservationInputSchema,
  IdempotencyRecordSchema,
  isDomainErrorCode,
  type AppErrorCode,
  buildReservationSearchTokens,
  checkVenueOnlineBooking,
  countBookedCovers,
  joinTableIds,
  listDaySlots,
  screenOnlineRequest,
  shouldAutoConfirm,
  joinFullName,
  toHistoryStatus,
  type OnlineBookingRefusal,
  type Reservation,
  type RestaurantBookingSettings,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import {
  PUBLIC_LIMITS,
  perAcceptedSubject,
  perAcceptedVenueAddress,
  perAddress,
} from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { historyEntry, transact } from '../../lib/transact';
import { readClosedSlots, readDayReservations, readRestaurant, takeBookingLock } from './booking-context';
import { mailRestaurantOf } from '../../mail/mail-restaurant';
import { planCustomerUpsert } from './customer-file';
import { planOfferRedemption } from '../waitlist/redeem-waitlist-offer';
import { readDayWaitlist } from '../waitlist/waitlist-store';
import { readTableReads, venueBookings } from './venue-day';
import { assertNotBlocked, countUnverified, isVerifiedRequest, unverifiedToday } from './online-guard';

import { queueReservationMail } from './reservation-mail';
import { queueReservationEvent } from '../../webhooks/queue-webhook-event';

/** The AppError code of a refusal: the domain's code when it names one, else the closest Firebase code. */
function refusalCode(reason: OnlineBookingRefusal): AppErrorCode {
  if (isDomainErrorCode(reason)) return reason;
  return reason === 'invalid-party-size' ? 'invalid-argument' : 'failed-precondition';
}

/** The covers of the slot booked (0 when it is not a slot of that day: the check refused it already). */
function slotCapacityOf(settings: RestaurantBookingSettings, date: string, time: string): number {
  const slot = listDaySlots({ openingHours: settings.openingHours, date }).find((s) => s.time === time);
  return slot?.maxCapacity ?? 0;
}

/** Author of the first history entry of a booking made on the public link (staff-operations §4). */
export const ONLINE_AUTHOR = 'Client Internet';

/**
 * Public booking (customer-flows §2). Everything is decided inside one transaction: the day's lock document,
 * the idempotency key, the restaurant rules and the covers left at the slot and over the day, so that 200
 * simultaneous requests for the last covers never overbook. The booking arrives PENDING and a mail
 * acknowledges the request, unless the venue's auto-confirm rule takes it at once (CONFIRMED, history author
 * « Confirmation automatique », the confirmation mail instead). An address the venue blocked is refused; past the
 * venue's day of unverified requests, a new unverified one is held for staff (issue 49, online-guard.ts).
 */
/** What the diner's confirmation shows: the booking as stored (date, time and party size included). */
function bookingAnswer(
  reservationId: string,
  booked: { date?: unknown; time?: unknown; partySize?: unknown; status?: unknown },
) {
  return {
    reservationId,
    // CONFIRMED when the venue's auto-confirm rule took it at once, else the request waits.
    status: booked.status === 'CONFIRMED' ? ('CONFIRMED' as const) : ('PENDING' as const),
    date: String(booked.date ?? ''),
    time: String(booked.time ?? ''),
    partySize: Number(booked.partySize ?? 0),
  };
}

export const createOnlineReservation = defineCallable({
  name: 'createOnlineReservation',
  input: CreateOnlineReservationInputSchema,
  auth: 'public',
  replayProtected: true,
  limits: (input, { request, caller }) => [
    perAddress(PUBLIC_LIMITS.bookingIp, request),
    perAcceptedSubject(PUBLIC_LIMITS.bookingEmail, 'email', input.email),
    ...perAcceptedVenueAddress(PUBLIC_LIMITS.bookingIpDay, request, { ...input, caller }),
  ],
  handler: async (input, { now, caller }) => {
    const { store } = runtime();
    const countToday = await unverifiedToday(input.restaurantId, 'booking', now);
    const { answer, unverified } = await transact(async (tx) => {
      const idempotencyPath = `idempotency/${input.requestId}`;
      const [
        previous,
        commitLock,
        { restaurant, settings, autoConfirmRule },
        closedSlots,
        dayReservations,
        waitlist,
      ] = await Promise.all([
        tx.get(idempotencyPath),
        takeBookingLock(tx, input.restaurantId, input.date),
        readRestaurant(tx, input.restaurantId),
        readClosedSlots(tx, input.restaurantId, input.date),
        readDayReservations(tx, input.restaurantId, input.date),
        readDayWaitlist(tx, input.restaurantId, input.date),
      ]);
      const known = previous.exists
        ? IdempotencyRecordSchema.safeParse({ ...previous.data, id: input.requestId })
        : undefined;
      if (known?.success) {
        // A retry whose first answer was lost gets the booking that was made, even if the diner changed the
        // form meanwhile: the confirmation then shows what is really booked.
        const booked = await tx.get(`reservations/${known.data.resultId}`);
        return { answer: bookingAnswer(known.data.resultId, booked.data ?? {}), unverified: false };
      }
      // A venue's block list first (issue 49).
      await assertNotBlocked(tx, input.restaurantId, input.email);

      // Through an offer link: the offer's own held covers are the diner's to take.
      const redemption = input.waitlistOffer
        ? await planOfferRedemption(tx, { ...input, token: input.waitlistOffer, now })
        : undefined;
      // Vouched for by their session, a visit here or the offer mailed to them; else held past the day's share.
      const verified = !!redemption || (await isVerifiedRequest(tx, { caller, ...input }));
      const { held: heldForStaff } = screenOnlineRequest({
        kind: 'booking',
        verified,
        unverifiedToday: countToday,
      });
      // « Par tables »: the floor plan and the eve's late bookings too, read under the same day lock.
      const tableReads = await readTableReads(tx, {
        restaurantId: input.restaurantId,
        date: input.date,
        settings,
      });
      const held = venueBookings({
        settings,
        reservations: dayReservations,
        waitlist,
        tableReads,
        now,
        ...(redemption ? { exceptOffer: redemption.entry.id } : {}),
      });
      const check = checkVenueOnlineBooking({
        settings,
        closedSlots,
        reservations: held,
        floor: tableReads.floor,
        date: input.date,
        time: input.time,
        partySize: input.partySize,
        now,
      });
      if (!check.ok) throw new AppError(refusalCode(check.reason), check.message);
      // « Par tables »: the engine's best fit is the booking's, so staff find the plan already filled.
      const seating =
        check.mode === 'tables'
          ? { tableId: joinTableIds(check.tables), tablesFreeAt: check.tablesFreeAt }
          : { tableId: '' };
      // The venue's rule (issue 36): a small party in a slot not yet nearly full is confirmed at once; a request
      // held for staff never is.
      const autoConfirmed =
        !heldForStaff &&
        shouldAutoConfirm({
          rule: autoConfirmRule,
          partySize: input.partySize,
          slotCapacity: slotCapacityOf(settings, input.date, input.time),
          slotBookedCovers: countBookedCovers({
            reservations: held.filter((r) => r.date === undefined),
            time: input.time,
          }),
        });

      const commitCustomer = await planCustomerUpsert(tx, {
        restaurantId: restaurant.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        source: 'online',
        countBooking: true,
        now,
        ...(input.locale ? { locale: input.locale } : {}),
      });

      const id = store.newId();
      const nowIso = now.toISOString();
      const customerName = joinFullName({ firstName: input.firstName, lastName: input.lastName });
      const reservation: Reservation = {
        id,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        date: input.date,
        time: input.time,
        partySize: input.partySize,
        customerName,
        customerFirstName: input.firstName,
        customerLastName: input.lastName,
        customerEmail: input.email,
        customerPhone: input.phone,
        searchTokens: buildReservationSearchTokens({
          customerName,
          customerFirstName: input.firstName,
          customerLastName: input.lastName,
          customerPhone: input.phone,
        }),
        specialRequests: input.specialRequests,
        terrace: input.terrace,
        ...seating,
        status: autoConfirmed ? 'CONFIRMED' : 'PENDING',
        statusHistory: [
          historyEntry({
            status: toHistoryStatus('PENDING'),
            changedBy: ONLINE_AUTHOR,
            at: now,
          }) as Reservation['statusHistory'][number],
          ...(autoConfirmed
            ? [
                historyEntry({
                  status: toHistoryStatus('CONFIRMED'),
                  changedBy: AUTO_CONFIRM_AUTHOR,
                  at: now,
                }) as Reservation['statusHistory'][number],
              ]
            : []),
        ],
        createdAt: nowIso,
        updatedAt: nowIso,
        archived: false,
        source: 'online',
        isVirtualReservation: false,
        requestId: input.requestId,
        ...(autoConfirmed ? { autoConfirm: true } : {}),
        // The page's language: every message about the booking goes out in it (issue 51).
        ...(input.locale ? { locale: input.locale } : {}),
        // Made through the venue's own site (issue 52): only counted « site web » in Rapports.
        ...(input.channel ? { channel: input.channel } : {}),
        ...(heldForStaff ? { heldForReview: true } : {}),
      };
      commitLock();
      tx.create(`reservations/${id}`, reservation);
      queueReservationEvent(tx, reservation, now, 'created');
      tx.create(idempotencyPath, {
        id: input.requestId,
        kind: 'online-booking',
        resultId: id,
        createdAt: nowIso,
      });
      commitCustomer?.();
      redemption?.commit(id);
      // Confirmed at once: the diner gets the confirmation itself rather than the request's acknowledgement.
      queueReservationMail(tx, {
        reservation,
        restaurant: mailRestaurantOf({ id: restaurant.id, data: restaurant }),
        type: autoConfirmed ? 'confirmation' : 'request',
        historyLength: reservation.statusHistory.length,
      });
      return { answer: bookingAnswer(id, reservation), unverified: !verified };
    });
    if (unverified)
      await countUnverified(input.restaurantId, 'booking', now).catch((err: unknown) =>
        logger.warn('unverified booking not counted', { err: String(err) }),
      );
    return answer;
  },
});
