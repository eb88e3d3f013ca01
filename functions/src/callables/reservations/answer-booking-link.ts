import { HttpsError } from 'firebase-functions/v2/https';
import {
  AnswerBookingLinkInputSchema,
  AppError,
  DINER_CONFIRMED_LABEL,
  EMAIL_LINK_ACTOR,
  MESSAGES,
  ReservationSchema,
  cancellationTerms,
  normalizeLoyaltyConfig,
  type AnswerBookingLinkInput,
  type Reservation,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSignedLink } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { historyEntry, transact } from '../../lib/transact';
import { bookingLinkExpiry, checkBookingAnswer } from '../../mail/booking-links';
import { applyStatusChange, readReservation } from './apply-status-change';
import { refuseUntoldPenalty } from './untold-penalty';

const M = MESSAGES.bookingAnswer;

/**
 * An answer link's calls count against the address, and against the booking once the link's signature is checked:
 * forged links naming someone's booking never use up its budget (issue 49).
 */
function answerLinkLimits(
  input: AnswerBookingLinkInput,
  request: Parameters<typeof perAddress>[1],
  now: Date,
) {
  const signed = checkBookingAnswer(input, runtime().linkSecret, now) !== 'invalid';
  return [
    perAddress(PUBLIC_LIMITS.bookingAnswerIp, request),
    ...perSignedLink(PUBLIC_LIMITS.bookingAnswerReservation, 'reservation', input.reservationId, signed),
  ];
}

/**
 * Whether this answer may still be given: the link was made for the booking as it stands (a booking moved to
 * another time has new links, and the old ones carry the old time), not used yet, and the booking still CONFIRMED.
 */
function assertAnswerable(reservation: Reservation, input: AnswerBookingLinkInput): void {
  if (input.expires !== bookingLinkExpiry(reservation))
    throw new HttpsError('permission-denied', M.invalidLink);
  if (reservation.emailAnswers?.[input.action]) throw new HttpsError('already-exists', M.usedLink);
  if (reservation.status !== 'CONFIRMED') throw new HttpsError('failed-precondition', M.notConfirmed);
}

/** What the answer page shows of the booking, and whether the answer can still be given (never an error for it). */
export const readBookingAnswerLink = defineCallable({
  name: 'readBookingAnswerLink',
  input: AnswerBookingLinkInputSchema,
  auth: 'public',
  limits: (input, { request, now }) => answerLinkLimits(input, request, now),
  handler: async (input, { now }) => {
    const state = checkBookingAnswer(input, runtime().linkSecret, now);
    if (state === 'invalid') throw new HttpsError('permission-denied', M.invalidLink);
    if (state === 'expired') throw new HttpsError('deadline-exceeded', M.expiredLink);
    const store = runtime().store;
    const snap = await store.get(`reservations/${input.reservationId}`);
    const parsed = ReservationSchema.safeParse({ ...snap.data, id: input.reservationId });
    if (!snap.exists || !parsed.success) throw new HttpsError('permission-denied', M.invalidLink);
    const reservation = parsed.data;
    const [restaurant, configSnap] = await Promise.all([
      store.get(`restaurants/${reservation.restaurantId}`),
      store.get(`settings/loyalty_config_${reservation.restaurantId}`),
    ]);
    let refusal = '';
    try {
      assertAnswerable(reservation, input);
    } catch (err) {
      refusal = err instanceof HttpsError ? err.message : M.invalidLink;
    }
    return {
      action: input.action,
      status: reservation.status,
      restaurantName: reservation.restaurantName,
      date: reservation.date,
      time: reservation.time,
      partySize: reservation.partySize,
      restaurantSlug: typeof restaurant.data?.slug === 'string' ? restaurant.data.slug : '',
      /** '' when the answer can be given; else why not (« Ce lien a déjà été utilisé. »…). */
      refusal,
      // « J'annule »: what cancelling now costs, said before the diner presses the button (defect 3).
      ...(input.action === 'cancel' && !refusal
        ? {
            cancellation: cancellationTerms({
              date: reservation.date,
              time: reservation.time,
              now,
              config: normalizeLoyaltyConfig({ raw: configSnap.data }),
            }),
          }
        : {}),
    };
  },
});

/**
 * A reminder's one-tap answer (`/reservation/reponse` on the portal), given with the page's button (a POST: a
 * mail scanner opening the link only reads the booking, readBookingAnswerLink), no sign-in: the signed link names the
 * booking, the answer and the booking's start, when it expires. Each answer works once. « Je confirme ma
 * venue » marks the booking (`dinerConfirmedAt`, a « Venue confirmée » history entry by 'Client (lien e-mail)');
 * « J'annule ma réservation » is the diner's own cancellation through applyStatusChange, with its mail, points,
 * statistics and freed covers, exactly like one from the customer space.
 */
export const answerBookingLink = defineCallable({
  name: 'answerBookingLink',
  input: AnswerBookingLinkInputSchema,
  auth: 'public',
  limits: (input, { request, now }) => answerLinkLimits(input, request, now),
  handler: async (input, { now }) => {
    const state = checkBookingAnswer(input, runtime().linkSecret, now);
    if (state === 'invalid') throw new HttpsError('permission-denied', M.invalidLink);
    if (state === 'expired') throw new HttpsError('deadline-exceeded', M.expiredLink);
    const nowIso = now.toISOString();
    const result = await transact(async (tx) => {
      const reservation = await readReservation(tx, input.reservationId).catch((err: unknown) => {
        if (err instanceof AppError) throw new HttpsError('permission-denied', M.invalidLink);
        throw err;
      });
      assertAnswerable(reservation, input);
      const restaurant = await tx.get(`restaurants/${reservation.restaurantId}`);
      const slug = typeof restaurant.data?.slug === 'string' ? restaurant.data.slug : '';
      const answers = { ...reservation.emailAnswers, [input.action]: nowIso };
      if (input.action === 'confirm') {
        const entry = historyEntry({
          status: 'CONFIRMED',
          changedBy: EMAIL_LINK_ACTOR,
          at: now,
          reason: DINER_CONFIRMED_LABEL,
          kind: 'diner_confirmed',
        });
        tx.update(`reservations/${reservation.id}`, {
          dinerConfirmedAt: nowIso,
          emailAnswers: answers,
          statusHistory: [...reservation.statusHistory, entry],
          updatedAt: nowIso,
        });
        return { reservation: { ...reservation, status: 'CONFIRMED' as const }, slug };
      }
      const change = await applyStatusChange(tx, {
        reservationId: reservation.id,
        to: 'CANCELLED',
        actor: 'customer',
        changedBy: EMAIL_LINK_ACTOR,
        now,
        guard: (current) => assertAnswerable(current, input),
        confirmCharge: refuseUntoldPenalty(input.acceptedPenalty),
      });
      tx.update(`reservations/${reservation.id}`, { emailAnswers: answers });
      return { reservation: change.reservation, slug };
    });
    const r = result.reservation;
    return {
      action: input.action,
      status: r.status,
      restaurantName: r.restaurantName,
      date: r.date,
      time: r.time,
      partySize: r.partySize,
      restaurantSlug: result.slug,
    };
  },
});
