import type { Transaction } from '@app/data';
import { type DinerLocale, type Reservation, resolveMessageLocale, type StatusEmail } from '@app/domain';
import { enqueueMail } from '../../lib/outbox';
import { runtime } from '../../lib/runtime';
import {
  CALENDAR_CONTENT_TYPE,
  CALENDAR_FILENAME,
  buildBookingCalendar,
  type CalendarMethod,
} from '../../mail/booking-calendar';
import type { MailRestaurant } from '../../mail/mail-restaurant';
import { queueBookingSms } from '../../sms/queue-booking-sms';

/** The booking's reservation.ics as a mail attachment (PUBLISH once confirmed, CANCEL once cancelled). */
function calendarFile(
  reservation: Reservation,
  restaurant: MailRestaurant,
  method: CalendarMethod,
  locale: DinerLocale,
  status?: 'TENTATIVE' | 'CONFIRMED',
) {
  return [
    {
      filename: CALENDAR_FILENAME,
      contentType: CALENDAR_CONTENT_TYPE,
      content: buildBookingCalendar({
        reservation,
        restaurant,
        method,
        ...(status ? { status } : {}),
        portalUrl: runtime().urls.portal,
        locale,
      }),
    },
  ];
}

/**
 * Queues the e-mail a reservation event calls for, in the caller's transaction. Ids are deterministic:
 * `reservation:{id}:{type}:{n}` with n the history length after the change, so a retried transaction queues
 * the same mail and a later, real change (confirm again after a cancellation) queues a new one.
 * The review request is keyed on the reservation alone: it is asked once, whoever completes it.
 * `restaurant` is the reservation's restaurant, read before the transaction's writes (see readMailRestaurant).
 */
export function queueReservationMail(
  tx: Transaction,
  options: {
    reservation: Reservation;
    restaurant: MailRestaurant;
    type: StatusEmail | 'request' | 'reminder';
    historyLength: number;
    /** The rejection's sentence (required for 'rejection'). */
    reason?: string;
    /** Earliest send time (a refusal waits for its undo window). */
    notBefore?: Date;
    /** The venue's view of the guest when the caller read it: its language comes after the booking's. */
    guest?: { locale?: string | null } | null;
  },
): string | undefined {
  const r = options.reservation;
  // The SMS the venue sends beside the mail (issue 50): a guest with a mobile and no e-mail still gets it.
  // The confirmation's SMS goes at once (its undo window holds back the mail only, as before).
  const { notBefore, ...rest } = options;
  if (options.type === 'confirmation') {
    queueBookingSms(tx, {
      ...rest,
      type: 'confirmation',
      key: `reservation:${r.id}:confirmation-sms:${options.historyLength}`,
    });
  } else if (options.type === 'reminder') {
    queueBookingSms(tx, {
      ...rest,
      type: 'reminder',
      key: `reservation:${r.id}:reminder-sms:${r.date}:${r.time}`,
    });
  } else if (options.type === 'rejection') {
    // Held for the refusal's undo window, as its mail: an undone refusal's SMS never goes (sms-outbox-worker).
    queueBookingSms(tx, {
      ...rest,
      type: 'rejection',
      key: `reservation:${r.id}:rejection-sms:${options.historyLength}`,
      ...(notBefore ? { notBefore } : {}),
    });
  }
  if (!r.customerEmail) return undefined;
  // Every message about a booking: the booking's language, else the guest's at the venue, else the venue's.
  const locale = resolveMessageLocale({ reservation: r, guest: options.guest, venue: options.restaurant });
  const customerName = r.customerFirstName?.trim() || r.customerName || 'Client';
  const common = {
    to: r.customerEmail,
    toName: r.customerName,
    restaurant: options.restaurant,
    reservationId: r.id,
    locale,
    ...(options.notBefore ? { notBefore: options.notBefore } : {}),
  };
  const details = {
    customerName,
    restaurantName: r.restaurantName,
    date: r.date,
    time: r.time,
    partySize: r.partySize,
    specialRequests: r.specialRequests,
    terrace: r.terrace,
    reservationId: r.id,
  };
  const calendar = (method: CalendarMethod, status?: 'TENTATIVE' | 'CONFIRMED') =>
    calendarFile(r, options.restaurant, method, locale, status);
  const key = (type: string) => `reservation:${r.id}:${type}:${options.historyLength}`;
  switch (options.type) {
    case 'request':
      return enqueueMail(tx, {
        ...common,
        id: key('request'),
        type: 'request_received',
        // No .ics for a request (issue 48): the diner's calendar gets the booking once the venue confirms it.
        data: details,
      });
    case 'confirmation':
      return enqueueMail(tx, {
        ...common,
        id: key('confirmation'),
        type: 'confirmation',
        attachments: calendar('PUBLISH', 'CONFIRMED'),
        data: { ...details, stage: 'confirmed' },
      });
    case 'cancellation':
      return enqueueMail(tx, {
        ...common,
        id: key('cancellation'),
        type: 'cancellation',
        attachments: calendar('CANCEL'),
        data: details,
      });
    case 'reminder':
      // One reminder per booking and time: a booking moved to another time gets its own (the old id stays used).
      return enqueueMail(tx, {
        ...common,
        id: `reservation:${r.id}:reminder:${r.date}:${r.time}`,
        type: 'reminder',
        attachments: calendar('PUBLISH', 'CONFIRMED'),
        data: { ...details, reservationId: r.id },
      });
    case 'rejection':
      if (!options.reason) throw new Error('a rejection mail needs the reason staff chose');
      return enqueueMail(tx, {
        ...common,
        id: key('rejection'),
        type: 'rejection',
        data: { ...details, reason: options.reason },
      });
    case 'review_request':
      return enqueueMail(tx, {
        ...common,
        id: `reservation:${r.id}:review_request`,
        type: 'review_request',
        data: {
          customerName,
          restaurantName: r.restaurantName,
          restaurantId: r.restaurantId,
          reservationId: r.id,
        },
      });
  }
}
