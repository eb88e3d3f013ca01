import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import {
  GetMyReservationInputSchema,
  MESSAGES,
  BILL_HISTORY_KINDS,
  TABLE_HISTORY_KINDS,
  cancellationTerms,
  checkDinerChange,
  isRefusal,
  isReservationUpcoming,
  normalizeLoyaltyConfig,
  maskHistoryAuthor,
  normalizeReservationStatus,
  type MyReservation,
  type MyReservationHistoryEntry,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { perSignedInCustomer } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { buildBookingCalendarUrl } from '../../mail/booking-links';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const timestamp = (value: unknown) => (value instanceof Date ? value.toISOString() : text(value));

/** The history as the customer may see it: staff authors become 'restaurant' (maskHistoryAuthor). */
export function toCustomerHistory(history: unknown, customerEmail: string): MyReservationHistoryEntry[] {
  if (!Array.isArray(history)) return [];
  return (
    history
      .filter((entry): entry is DocData => typeof entry === 'object' && entry !== null)
      // Where the venue seats the booking (moves, proposals) is not the diner's history.
      .filter((entry) => !(TABLE_HISTORY_KINDS as readonly unknown[]).includes(entry.kind))
      // Who entered, approved or refused a bill is the venue's business (issue 49): staff-only.
      .filter((entry) => !(BILL_HISTORY_KINDS as readonly unknown[]).includes(entry.kind))
      .map((entry) => ({
        status: text(entry.status).toLowerCase(),
        changedAt: timestamp(entry.changedAt),
        changedBy: maskHistoryAuthor({ changedBy: text(entry.changedBy), customerEmail }),
        // The restaurant's refusal reads « Refusée », not « Annulée » (issue 48, defect 8).
        ...(entry.kind === 'refusal' ? { refused: true } : {}),
      }))
  );
}

/**
 * One of the signed-in customer's reservations, active or archived (customer-flows §2 "Customer reservation
 * detail"). Access only with the reservation's e-mail: its phone is not proven by the sign-in, so it grants
 * nothing. The restaurant's name, address and phone come from its document.
 */
export const getMyReservation = defineCallable({
  name: 'getMyReservation',
  input: GetMyReservationInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async ({ reservationId }, { caller, now }): Promise<MyReservation> => {
    const { store } = runtime();
    if (reservationId.includes('/'))
      throw new HttpsError('not-found', MESSAGES.customerSpace.reservationNotFound);
    const [active, archived] = await Promise.all([
      store.get(`reservations/${reservationId}`),
      store.get(`reservations_archive/${reservationId}`),
    ]);
    const r = active.data ?? archived.data;
    const status = r ? normalizeReservationStatus(text(r.status)) : undefined;
    if (!r || !status) throw new HttpsError('not-found', MESSAGES.customerSpace.reservationNotFound);
    if (text(r.customerEmail).trim().toLowerCase() !== caller.email)
      throw new HttpsError('permission-denied', MESSAGES.customerSpace.accessDenied);
    const restaurantId = text(r.restaurantId);
    const venueReadable = restaurantId !== '' && !restaurantId.includes('/');
    const [venue, configSnap] = venueReadable
      ? await Promise.all([
          store.get(`restaurants/${restaurantId}`).then((snap) => snap.data),
          store.get(`settings/loyalty_config_${restaurantId}`),
        ])
      : [undefined, undefined];
    const date = text(r.date);
    const time = text(r.time);
    const upcoming = isReservationUpcoming({ date, time, now });
    const calendarUrl =
      // Only a confirmed booking goes in the diner's calendar (issue 48).
      upcoming && status === 'CONFIRMED'
        ? buildBookingCalendarUrl(
            runtime().urls.functions,
            { reservationId, date, time },
            runtime().linkSecret,
          )
        : undefined;
    const canCancel = status === 'CONFIRMED' && upcoming;
    const config = normalizeLoyaltyConfig({ raw: configSnap?.data });
    const change = checkDinerChange({
      booking: { status, date, time, partySize: Number(r.partySize) || 1 },
      now,
      freeCancellationHours: config.freeCancellationHours,
    });
    return {
      id: reservationId,
      restaurantId,
      restaurantName: text(venue?.name) || text(r.restaurantName),
      restaurantAddress: text(venue?.address),
      restaurantPhone: text(venue?.phone),
      date,
      time,
      partySize: Number(r.partySize) || 1,
      status,
      ...(isRefusal({ status, refusal: r.refusal }) ? { refused: true } : {}),
      specialRequests: text(r.specialRequests),
      terrace: r.terrace === true,
      customerName: text(r.customerName),
      customerEmail: text(r.customerEmail),
      customerPhone: text(r.customerPhone),
      statusHistory: toCustomerHistory(r.statusHistory, caller.email),
      canCancel,
      canChange: change.ok,
      ...(!change.ok && upcoming && change.code === 'change-too-late'
        ? { changeRefusal: change.message }
        : {}),
      ...(canCancel
        ? {
            cancellation: cancellationTerms({
              date,
              time,
              now,
              config,
            }),
          }
        : {}),
      ...(calendarUrl ? { calendarUrl } : {}),
    };
  },
});
