import type { IncomingMessage, ServerResponse } from 'node:http';
import * as logger from 'firebase-functions/logger';
import { ReservationSchema, resolveMessageLocale } from '@app/domain';
import { runtime } from '../lib/runtime';
import { CALENDAR_CONTENT_TYPE, CALENDAR_FILENAME, buildBookingCalendar } from '../mail/booking-calendar';
import { bookingLinkExpiry, checkBookingCalendar } from '../mail/booking-links';
import { mailRestaurantOf } from '../mail/mail-restaurant';
import { escapeHtml } from '../mail/mail-layout';
import { defineHttpFunction } from '../lib/define-http-function';

type Req = IncomingMessage & { query?: Record<string, unknown> };

/** Refusal texts of the calendar link. */
export const CALENDAR_LINK_INVALID = "Ce lien n'est pas valide.";
export const CALENDAR_LINK_EXPIRED = "Ce lien a expiré : l'heure de la réservation est passée.";

function queryOf(req: Req): Record<string, string> {
  const source =
    req.query && typeof req.query === 'object'
      ? req.query
      : Object.fromEntries(new URL(req.url ?? '/', 'http://localhost').searchParams);
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Lien de calendrier</title></head><body style="font-family:Arial,Helvetica,sans-serif;padding:32px"><main><h1>Lien de calendrier</h1><p>${escapeHtml(message)}</p></main></body></html>`,
  );
}

/**
 * GET `bookingCalendar?r=…&exp=…&sig=…` (« Ajouter à mon agenda » in the booking mails): the booking's .ics
 * as it stands now (PUBLISH, or CANCEL once cancelled), no sign-in. The link is signed for that booking and
 * expires at its start; a forged or altered link gets 403, an expired one 400, both a French page.
 */
export async function handleBookingCalendar(req: Req, res: ServerResponse): Promise<void> {
  const query = queryOf(req);
  const reservationId = query.r ?? '';
  const expires = /^[1-9]\d{0,11}$/.test(query.exp ?? '') ? Number(query.exp) : 0;
  const { linkSecret, now, store, urls } = runtime();
  const state =
    reservationId && expires > 0
      ? checkBookingCalendar({ reservationId, expires, signature: query.sig ?? '' }, linkSecret, now())
      : 'invalid';
  if (state === 'invalid') return refuse(res, 403, CALENDAR_LINK_INVALID);
  if (state === 'expired') return refuse(res, 400, CALENDAR_LINK_EXPIRED);
  const snap = await store.get(`reservations/${reservationId}`);
  const parsed = snap.exists ? ReservationSchema.safeParse({ ...snap.data, id: reservationId }) : undefined;
  // A booking moved to another time has a new link; the old one would show the wrong time.
  if (!parsed?.success || bookingLinkExpiry(parsed.data) !== expires)
    return refuse(res, 403, CALENDAR_LINK_INVALID);
  const reservation = parsed.data;
  const restaurant = await store.get(`restaurants/${reservation.restaurantId}`);
  const cancelled = reservation.status === 'CANCELLED' || reservation.status === 'NO_SHOW';
  const venue = mailRestaurantOf({
    id: reservation.restaurantId,
    data: restaurant.data,
    fallbackName: reservation.restaurantName,
  });
  const body = buildBookingCalendar({
    reservation,
    restaurant: venue,
    // The booking's language, else the venue's (issue 51).
    locale: resolveMessageLocale({ reservation, venue }),
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    status: reservation.status === 'PENDING' ? 'TENTATIVE' : 'CONFIRMED',
    portalUrl: urls.portal,
  });
  res.statusCode = 200;
  res.setHeader('Content-Type', CALENDAR_CONTENT_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${CALENDAR_FILENAME}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

export const bookingCalendar = defineHttpFunction(async (req, res) => {
  try {
    await handleBookingCalendar(req as unknown as Req, res as unknown as ServerResponse);
  } catch (err) {
    logger.error('bookingCalendar failed', err);
    if (!res.headersSent) refuse(res as unknown as ServerResponse, 500, CALENDAR_LINK_INVALID);
  }
});
