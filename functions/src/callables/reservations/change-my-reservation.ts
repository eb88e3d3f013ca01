import { HttpsError } from 'firebase-functions/v2/https';
import {
  AppError,
  BookingChangeLinkSchema,
  CLIENT_AUTHOR,
  ChangeBookingByLinkInputSchema,
  ChangeMyReservationInputSchema,
  EMAIL_LINK_ACTOR,
  MESSAGES,
  ReservationSchema,
  checkDinerChange,
  normalizeLoyaltyConfig,
  type BookingChangeLink,
  type Reservation,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSignedInCustomer, perSignedLink } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { bookingLinkExpiry, checkBookingChange } from '../../mail/booking-links';
import { applyDinerChange, ownBookingGuard } from './diner-change';

const L = MESSAGES.bookingAnswer;
const C = MESSAGES.dinerChange;

/** What the diner is told once the change is made. */
function changeAnswer(result: Awaited<ReturnType<typeof applyDinerChange>>) {
  return {
    ok: true as const,
    status: result.status,
    ...result.to,
    message: result.status === 'CONFIRMED' ? C.changedConfirmed : C.changedPending,
  };
}

/**
 * « Modifier » in the customer space (issue 48): the signed-in diner changes the date, time or party size of one
 * of their bookings (applyDinerChange: the venue's rules and availability, « À confirmer » unless auto-confirmed).
 * Someone else's booking reads as not found.
 */
export const changeMyReservation = defineCallable({
  name: 'changeMyReservation',
  input: ChangeMyReservationInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async ({ reservationId, ...to }, { caller, now }) => {
    const result = await transact((tx) =>
      applyDinerChange(tx, {
        reservationId,
        to,
        changedBy: CLIENT_AUTHOR,
        now,
        guard: ownBookingGuard(caller.email),
      }),
    );
    return changeAnswer(result);
  },
});

/** A link's calls count against the address, and against the booking once its signature is checked. */
function changeLinkLimits(input: BookingChangeLink, request: Parameters<typeof perAddress>[1], now: Date) {
  const signed = checkBookingChange(input, runtime().linkSecret, now) !== 'invalid';
  return [
    perAddress(PUBLIC_LIMITS.bookingAnswerIp, request),
    ...perSignedLink(PUBLIC_LIMITS.bookingAnswerReservation, 'reservation', input.reservationId, signed),
  ];
}

/** The link was signed by us and is in time; else the page's French refusal. */
function assertSigned(input: BookingChangeLink, now: Date): void {
  const state = checkBookingChange(input, runtime().linkSecret, now);
  if (state === 'invalid') throw new HttpsError('permission-denied', L.invalidLink);
  if (state === 'expired') throw new HttpsError('deadline-exceeded', L.expiredLink);
}

/** The link was made for the booking as it stands: a booking moved since has new links (its start differs). */
function linkGuard(input: BookingChangeLink) {
  return (r: Reservation) => {
    if (input.expires !== bookingLinkExpiry(r)) throw new HttpsError('permission-denied', L.invalidLink);
  };
}

/**
 * What the mail's « Modifier » page shows (a GET by a mail scanner reads only this): the booking, the venue's
 * slug for its availability, and '' or why it can no longer be changed.
 */
export const readBookingChangeLink = defineCallable({
  name: 'readBookingChangeLink',
  input: BookingChangeLinkSchema,
  auth: 'public',
  limits: (input, { request, now }) => changeLinkLimits(input, request, now),
  handler: async (input, { now }) => {
    assertSigned(input, now);
    const store = runtime().store;
    const snap = await store.get(`reservations/${input.reservationId}`);
    const parsed = ReservationSchema.safeParse({ ...snap.data, id: input.reservationId });
    if (!snap.exists || !parsed.success) throw new HttpsError('permission-denied', L.invalidLink);
    const r = parsed.data;
    linkGuard(input)(r);
    const [restaurant, configSnap] = await Promise.all([
      store.get(`restaurants/${r.restaurantId}`),
      store.get(`settings/loyalty_config_${r.restaurantId}`),
    ]);
    const rule = checkDinerChange({
      booking: r,
      now,
      freeCancellationHours: normalizeLoyaltyConfig({ raw: configSnap.data }).freeCancellationHours,
    });
    return {
      status: r.status,
      restaurantId: r.restaurantId,
      restaurantName: r.restaurantName,
      restaurantSlug: typeof restaurant.data?.slug === 'string' ? restaurant.data.slug : '',
      date: r.date,
      time: r.time,
      partySize: r.partySize,
      refusal: rule.ok ? '' : rule.message,
    };
  },
});

/** The « Modifier » page's button (a POST, never the link's GET): the change through the signed link, no sign-in. */
export const changeBookingByLink = defineCallable({
  name: 'changeBookingByLink',
  input: ChangeBookingByLinkInputSchema,
  auth: 'public',
  limits: (input, { request, now }) => changeLinkLimits(input, request, now),
  handler: async ({ reservationId, expires, signature, ...to }, { now }) => {
    const link = { reservationId, expires, signature };
    assertSigned(link, now);
    const result = await transact((tx) =>
      applyDinerChange(tx, {
        reservationId,
        to,
        changedBy: EMAIL_LINK_ACTOR,
        now,
        guard: linkGuard(link),
      }).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'reservation-not-found')
          throw new HttpsError('permission-denied', L.invalidLink);
        throw err;
      }),
    );
    return changeAnswer(result);
  },
});
