import type { Transaction } from '@app/data';
import { countSmsSegments, resolveMessageLocale, type WaitlistEntry } from '@app/domain';
import { smsRecipientOf } from '@app/domain/sms-recipient';
import type { MailRestaurant } from '../mail/mail-restaurant';
import { bookingSmsText } from './booking-sms-text';
import { enqueueSms } from './sms-outbox';
import { createSmsShortLink } from './sms-short-links';

/**
 * Queues a waitlist offer's SMS in the caller's transaction (writes only), beside its mail, when the venue sends
 * it (« Établissement » → « Messages ») and the diner's phone is a mobile. Its short link leads to the offer's
 * signed page until the offer ends, where only the page's button books the table: opening the link (a phone's
 * preview, a scanner) books nothing. One-way: an answer to it has no booking to act on. Returns the outbox id, or
 * undefined when no SMS goes (off, no mobile, a text longer than the venue's limit).
 */
export function queueWaitlistOfferSms(
  tx: Transaction,
  options: {
    entry: WaitlistEntry;
    restaurant: MailRestaurant;
    /** The offer page's signed URL and the offer's end. */
    offerUrl: string;
    expiresAt: Date;
    /** « 20:30 », Paris time. */
    expiresAtTime: string;
  },
): string | undefined {
  const settings = options.restaurant.sms;
  const { entry } = options;
  if (!settings?.waitlistOffer) return undefined;
  const recipient = smsRecipientOf({ phone: entry.phone });
  if (!recipient.ok) return undefined;
  // In the diner's language, else the venue's (issue 51).
  const locale = resolveMessageLocale({ reservation: entry, venue: options.restaurant });
  const text = bookingSmsText('waitlistOffer', settings.waitlistOfferText, locale, {
    restaurant: options.restaurant.name,
    date: entry.date,
    time: entry.time,
    partySize: entry.partySize,
    offerLink: createSmsShortLink(tx, options.offerUrl, options.expiresAt),
    offerEnd: options.expiresAtTime,
  });
  if (countSmsSegments(text).segments > settings.maxSegments) return undefined;
  return enqueueSms(tx, {
    id: `waitlist:${entry.id}:offer-sms`,
    to: recipient.e164,
    text,
    ...(settings.senderName ? { sender: settings.senderName } : {}),
    replies: false,
    category: 'transactional',
    type: 'waitlist_offer',
    restaurantId: entry.restaurantId,
  });
}
