import {
  AppError,
  JoinWaitlistInputSchema,
  checkVenueOnlineBooking,
  isSlotClosed,
  screenOnlineRequest,
  type WaitlistEntry,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import * as logger from 'firebase-functions/logger';
import {
  PUBLIC_LIMITS,
  perAcceptedSubject,
  perAcceptedVenueAddress,
  perAddress,
} from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import {
  readClosedSlots,
  readDayReservations,
  readRestaurant,
  takeBookingLock,
} from '../reservations/booking-context';
import {
  assertNotBlocked,
  countUnverified,
  isVerifiedRequest,
  unverifiedToday,
} from '../reservations/online-guard';
import { readTableReads, venueBookings } from '../reservations/venue-day';
import { WAITLIST, readDayWaitlist } from './waitlist-store';

/** A slot that still has room for the party is booked, not waited for. */
export const SLOT_STILL_AVAILABLE = 'Ce créneau est encore disponible : réservez-le directement.';

/**
 * 'Me prévenir si une table se libère' (full slot of the booking page). The slot must be one the diner could
 * book online but for its covers or its closing by staff (online booking on, in the window, a slot of that day, not passed nor inside
 * the delay, party within the online maximum): the same checks as a booking, whose only acceptable refusal is
 * 'capacity-exceeded'. The same e-mail waiting for the same slot keeps its one entry (no duplicate). The answer
 * is the same whoever waits: it names no entry, so typing someone else's e-mail and time reveals nothing of theirs
 * and gives no handle on their offer (issue 49). An address the venue blocked is refused; past the venue's day of
 * unverified sign-ups, a new unverified one is held for staff: never offered a table by itself (online-guard.ts).
 */
export const joinWaitlist = defineCallable({
  name: 'joinWaitlist',
  input: JoinWaitlistInputSchema,
  auth: 'public',
  replayProtected: true,
  limits: (input, { request, caller }) => [
    perAddress(PUBLIC_LIMITS.waitlistIp, request),
    perAcceptedSubject(PUBLIC_LIMITS.waitlistEmail, 'email', input.email),
    ...perAcceptedVenueAddress(PUBLIC_LIMITS.waitlistIpDay, request, { ...input, caller }),
  ],
  handler: async (input, { now, caller }) => {
    const { store } = runtime();
    const countToday = await unverifiedToday(input.restaurantId, 'waitlist', now);
    const unverified = await transact(async (tx) => {
      const [commitLock, { restaurant, settings }, closedSlots, reservations, waitlist] = await Promise.all([
        takeBookingLock(tx, input.restaurantId, input.date),
        readRestaurant(tx, input.restaurantId),
        readClosedSlots(tx, input.restaurantId, input.date),
        readDayReservations(tx, input.restaurantId, input.date),
        readDayWaitlist(tx, input.restaurantId, input.date),
      ]);
      const known = waitlist.find(
        (entry) =>
          (entry.requestId === input.requestId ||
            (entry.email === input.email && entry.time === input.time)) &&
          (entry.status === 'WAITING' || entry.status === 'OFFERED'),
      );
      if (known) return false;
      await assertNotBlocked(tx, input.restaurantId, input.email);
      const verified = await isVerifiedRequest(tx, { caller, ...input });
      const { held } = screenOnlineRequest({ kind: 'waitlist', verified, unverifiedToday: countToday });
      // A slot staff closed counts as full: reopened, it is offered to the line. « Par tables » the slot is
      // full for this party when no table seats it for its whole duration (the engine's decision).
      const tableReads = await readTableReads(tx, {
        restaurantId: input.restaurantId,
        date: input.date,
        settings,
      });
      const check = checkVenueOnlineBooking({
        settings,
        closedSlots: undefined,
        reservations: venueBookings({ settings, reservations, waitlist, tableReads, now }),
        floor: tableReads.floor,
        date: input.date,
        time: input.time,
        partySize: input.partySize,
        now,
      });
      const closedByStaff = isSlotClosed({ time: input.time, closedSlots });
      if (check.ok && !closedByStaff) throw new AppError('failed-precondition', SLOT_STILL_AVAILABLE);
      if (!check.ok && check.reason !== 'capacity-exceeded') {
        throw new AppError(
          check.reason === 'party-too-large' ? 'invalid-argument' : 'failed-precondition',
          check.message,
        );
      }
      const id = store.newId();
      const nowIso = now.toISOString();
      const entry: WaitlistEntry = {
        id,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        date: input.date,
        time: input.time,
        partySize: input.partySize,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        status: 'WAITING',
        createdAt: nowIso,
        updatedAt: nowIso,
        requestId: input.requestId,
        ...(input.locale ? { locale: input.locale } : {}),
        verified,
        ...(held ? { heldForReview: true } : {}),
      };
      tx.create(`${WAITLIST}/${id}`, entry);
      commitLock();
      return !verified;
    });
    if (unverified)
      await countUnverified(input.restaurantId, 'waitlist', now).catch((err: unknown) =>
        logger.warn('unverified waitlist sign-up not counted', { err: String(err) }),
      );
    return { ok: true as const };
  },
});
