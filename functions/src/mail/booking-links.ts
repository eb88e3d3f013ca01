import { createHmac, timingSafeEqual } from 'node:crypto';
import { bookingStartSeconds, type BookingAnswerAction } from '@app/domain';
import { joinUrl } from './mail-layout';

/**
 * Signed links of a booking's e-mails, no sign-in needed: the reminder's one-tap answers
 * (`{portal}/reservation/reponse?r=…&action=confirm|cancel&exp=…&sig=…`) and the calendar file
 * (`{functions}/bookingCalendar?r=…&exp=…&sig=…`). Each is an HMAC-SHA256 (base64url) with the runtime's link
 * secret over a JSON array naming what the link is for, so one link's signature is worth nothing for another
 * booking, another action or another expiry. Both expire at the booking's start (Europe/Paris).
 */
type Purpose =
  | ['booking-answer', string, BookingAnswerAction, number]
  | ['booking-calendar', string, number]
  | ['booking-change', string, number];

function sign(fields: Purpose, secret: string): string {
  return createHmac('sha256', secret).update(JSON.stringify(fields)).digest('base64url');
}

function matches(fields: Purpose, signature: string, secret: string): boolean {
  const expected = Buffer.from(sign(fields, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What a link is worth: signed and in time, signed but past the booking's start, or not ours. */
export type BookingLinkState = 'valid' | 'expired' | 'invalid';

function stateOf(
  fields: Purpose,
  expires: number,
  signature: string,
  secret: string,
  now: Date,
): BookingLinkState {
  if (!signature || !matches(fields, signature, secret)) return 'invalid';
  return now.getTime() >= expires * 1000 ? 'expired' : 'valid';
}

/** When a booking's links stop working: its start, unix seconds. */
export function bookingLinkExpiry(booking: { date: string; time: string }): number {
  return bookingStartSeconds(booking);
}

/** Signature of an answer link. */
export function signBookingAnswer(
  link: { reservationId: string; action: BookingAnswerAction; expires: number },
  secret: string,
): string {
  return sign(['booking-answer', link.reservationId, link.action, link.expires], secret);
}

/** Checks an answer link (constant-time). */
export function checkBookingAnswer(
  link: { reservationId: string; action: BookingAnswerAction; expires: number; signature: string },
  secret: string,
  now: Date,
): BookingLinkState {
  return stateOf(
    ['booking-answer', link.reservationId, link.action, link.expires],
    link.expires,
    link.signature,
    secret,
    now,
  );
}

/** `{portal}/reservation/reponse?r=…&action=…&exp=…&sig=…`: the portal's answer page. */
export function buildBookingAnswerUrl(
  portal: string,
  booking: { reservationId: string; date: string; time: string },
  action: BookingAnswerAction,
  secret: string,
): string {
  const expires = bookingLinkExpiry(booking);
  const query = new URLSearchParams({
    r: booking.reservationId,
    action,
    exp: String(expires),
    sig: signBookingAnswer({ reservationId: booking.reservationId, action, expires }, secret),
  });
  return `${joinUrl(portal, 'reservation/reponse')}?${query.toString()}`;
}

/** Signature of a calendar link. */
export function signBookingCalendar(
  link: { reservationId: string; expires: number },
  secret: string,
): string {
  return sign(['booking-calendar', link.reservationId, link.expires], secret);
}

/** Checks a calendar link (constant-time). */
export function checkBookingCalendar(
  link: { reservationId: string; expires: number; signature: string },
  secret: string,
  now: Date,
): BookingLinkState {
  return stateOf(
    ['booking-calendar', link.reservationId, link.expires],
    link.expires,
    link.signature,
    secret,
    now,
  );
}

/** `{functions}/bookingCalendar?r=…&exp=…&sig=…`: the booking's .ics, as it stands when opened. */
export function buildBookingCalendarUrl(
  functionsBase: string,
  booking: { reservationId: string; date: string; time: string },
  secret: string,
): string {
  const expires = bookingLinkExpiry(booking);
  const query = new URLSearchParams({
    r: booking.reservationId,
    exp: String(expires),
    sig: signBookingCalendar({ reservationId: booking.reservationId, expires }, secret),
  });
  return `${joinUrl(functionsBase, 'bookingCalendar')}?${query.toString()}`;
}

/** Signature of a « Modifier » link (issue 48): its own purpose, so no answer or calendar link is worth one. */
export function signBookingChange(link: { reservationId: string; expires: number }, secret: string): string {
  return sign(['booking-change', link.reservationId, link.expires], secret);
}

/** Checks a « Modifier » link (constant-time). */
export function checkBookingChange(
  link: { reservationId: string; expires: number; signature: string },
  secret: string,
  now: Date,
): BookingLinkState {
  return stateOf(
    ['booking-change', link.reservationId, link.expires],
    link.expires,
    link.signature,
    secret,
    now,
  );
}

/** `{portal}/reservation/modifier?r=…&exp=…&sig=…`: the portal's change page (the change is its button's POST). */
export function buildBookingChangeUrl(
  portal: string,
  booking: { reservationId: string; date: string; time: string },
  secret: string,
): string {
  const expires = bookingLinkExpiry(booking);
  const query = new URLSearchParams({
    r: booking.reservationId,
    exp: String(expires),
    sig: signBookingChange({ reservationId: booking.reservationId, expires }, secret),
  });
  return `${joinUrl(portal, 'reservation/modifier')}?${query.toString()}`;
}
