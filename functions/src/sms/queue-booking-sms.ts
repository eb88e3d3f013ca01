import type { Transaction } from '@app/data';
import { countSmsSegments, type Reservation, resolveMessageLocale } from '@app/domain';
import { smsRecipientOf } from '@app/domain/sms-recipient';
import { runtime } from '../lib/runtime';
import { bookingLinkExpiry, buildBookingAnswerUrl } from '../mail/booking-links';
import type { MailRestaurant } from '../mail/mail-restaurant';
import { bookingSmsText } from './booking-sms-text';
import { enqueueSms } from './sms-outbox';
import { createSmsShortLink } from './sms-short-links';

/**
 * Queues a booking's confirmation, reminder or refusal SMS in the caller's transaction (writes only), when the venue
 * sends it (« Établissement » → « Messages ») and the booking's phone is a mobile: a landline or no phone gets
 * none. The reminder takes replies (two-way number) and carries two short links to the reminder's answer page
 * (« Je confirme » / « J'annule », each acting only on that page's button). A text the venue's limit cannot hold
 * (1 or 2 SMS) is not sent. Returns the outbox id, or undefined when no SMS goes.
 */
export function queueBookingSms(
  tx: Transaction,
  options: {
    reservation: Reservation;
    restaurant: MailRestaurant;
    type: 'confirmation' | 'reminder' | 'rejection';
    /** Deterministic outbox key, as the mail's. */
    key: string;
    /** Earliest send time (a refusal waits for its undo window, as its mail). */
    notBefore?: Date;
    /** The venue's view of the guest when the caller read it: its language comes after the booking's. */
    guest?: { locale?: string | null } | null;
  },
): string | undefined {
  const settings = options.restaurant.sms;
  const r = options.reservation;
  if (!settings?.[options.type]) return undefined;
  const recipient = smsRecipientOf({ phone: r.customerPhone });
  if (!recipient.ok) return undefined;
  // In the booking's language, else the guest's at the venue, else the venue's (issue 51).
  const locale = resolveMessageLocale({ reservation: r, guest: options.guest, venue: options.restaurant });
  const values = {
    restaurant: options.restaurant.name || r.restaurantName,
    date: r.date,
    time: r.time,
    partySize: r.partySize,
  };
  let text: string;
  if (options.type === 'reminder') {
    const { portal } = runtime().urls;
    const secret = runtime().linkSecret;
    const booking = { reservationId: r.id, date: r.date, time: r.time };
    const expires = new Date(bookingLinkExpiry(booking) * 1000);
    text = bookingSmsText('reminder', settings.reminderText, locale, {
      ...values,
      confirmLink: createSmsShortLink(tx, buildBookingAnswerUrl(portal, booking, 'confirm', secret), expires),
      cancelLink: createSmsShortLink(tx, buildBookingAnswerUrl(portal, booking, 'cancel', secret), expires),
    });
  } else {
    const template = options.type === 'rejection' ? settings.rejectionText : settings.confirmationText;
    text = bookingSmsText(options.type, template, locale, values);
  }
  if (countSmsSegments(text).segments > settings.maxSegments) return undefined;
  return enqueueSms(tx, {
    id: options.key,
    to: recipient.e164,
    text,
    ...(settings.senderName ? { sender: settings.senderName } : {}),
    replies: options.type === 'reminder',
    category: 'transactional',
    type: options.type,
    restaurantId: r.restaurantId,
    reservationId: r.id,
    ...(options.notBefore ? { notBefore: options.notBefore } : {}),
  });
}
