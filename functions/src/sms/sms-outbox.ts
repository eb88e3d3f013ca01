import type { Transaction } from '@app/data';
import { countSmsSegments, toSmsText, type SmsEncoding } from '@app/domain';
import { keyedDigest } from '../lib/keyed-digest';
import { markMessageQueued, outboxId } from '../lib/outbox';
import { runtime } from '../lib/runtime';

export const SMS_OUTBOX_COLLECTION = 'sms_outbox';
/** The last booking an SMS taking replies was about, per number: where « 1 », « 9 » and « STOP » apply. */
export const SMS_THREADS_COLLECTION = 'sms_threads';
/** Numbers that answered « STOP »: no SMS of any venue goes to them again, queued ones included. */
export const SMS_OPTOUTS_COLLECTION = 'sms_optouts';
/** Inbound messages handled, by the provider's id: a retried webhook call changes nothing twice. */
export const SMS_INBOUND_COLLECTION = 'sms_inbound';

/** What the venue sends by SMS (each on or off in « Établissement » → « Messages »). */
export type SmsType = 'confirmation' | 'reminder' | 'waitlist_offer' | 'rejection' | 'campaign';

export type SmsOutboxDoc = {
  id: string;
  to: string;
  /** Keyed digest of the number: how a STOP and an answer find the messages without the number in an id. */
  phoneKey: string;
  text: string;
  sender?: string;
  replies: boolean;
  category: 'transactional' | 'marketing';
  type: SmsType;
  restaurantId: string;
  reservationId?: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  /** When it may be taken: its not-before time, a retry's time, or the end of a worker's lease. */
  nextAttemptAt: string;
  createdAt: string;
  segments: number;
  encoding: SmsEncoding;
  deferMinutes?: number;
  provider?: string;
  providerId?: string;
  sentAt?: string;
  error?: string;
  /** Marketing: the diner (customers/{id}) whose consent at the venue is checked again when it leaves. */
  customerId?: string;
  /** A campaign's SMS: the campaign (campaigns/{id}) whose counters follow it (sent, failed, delivered). */
  campaignId?: string;
  /** What the provider's delivery report said, once final (handle-delivery-report.ts), and when. */
  delivery?: 'delivered' | 'failed';
  deliveryAt?: string;
  /** The provider's delivery code (OVHcloud `dlr`). */
  deliveryCode?: number;
  /** The month ('YYYY-MM') whose venue counter holds this message, once a worker counted it (sms-usage). */
  billedMonth?: string;
};

/** The keyed digest of a mobile number (E.164). */
export function smsPhoneKey(e164: string): string {
  return keyedDigest('sms-phone', e164);
}

/**
 * Queues one SMS in the caller's transaction (outbox pattern, as mail): `create` fails the transaction if the id
 * exists, so a deterministic id is sent at most once. The text is made GSM-7 where French allows it (toSmsText)
 * and counted; a message taking replies makes its booking the number's thread, so the guest's « 1 » answers it.
 * Reads nothing: call it after the transaction's reads.
 */
export function enqueueSms(
  tx: Transaction,
  sms: {
    id: string;
    to: string;
    text: string;
    sender?: string;
    replies: boolean;
    category: 'transactional' | 'marketing';
    type: SmsType;
    restaurantId: string;
    reservationId?: string;
    customerId?: string;
    campaignId?: string;
    notBefore?: Date;
    deferMinutes?: number;
  },
): string {
  const id = outboxId(sms.id);
  const now = runtime().now().toISOString();
  const text = toSmsText(sms.text);
  const counted = countSmsSegments(text);
  const phoneKey = smsPhoneKey(sms.to);
  const doc: SmsOutboxDoc = {
    id,
    to: sms.to,
    phoneKey,
    text,
    ...(sms.sender ? { sender: sms.sender } : {}),
    replies: sms.replies,
    category: sms.category,
    type: sms.type,
    restaurantId: sms.restaurantId,
    ...(sms.reservationId ? { reservationId: sms.reservationId } : {}),
    ...(sms.customerId ? { customerId: sms.customerId } : {}),
    ...(sms.campaignId ? { campaignId: sms.campaignId } : {}),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: sms.notBefore ? sms.notBefore.toISOString() : now,
    createdAt: now,
    segments: counted.segments,
    encoding: counted.encoding,
    ...(sms.deferMinutes ? { deferMinutes: sms.deferMinutes } : {}),
  };
  tx.create(`${SMS_OUTBOX_COLLECTION}/${id}`, doc);
  if (sms.replies && sms.reservationId) {
    tx.set(`${SMS_THREADS_COLLECTION}/${phoneKey}`, {
      reservationId: sms.reservationId,
      restaurantId: sms.restaurantId,
      outboxId: id,
      at: now,
    });
  }
  markMessageQueued(tx, sms.notBefore);
  return id;
}
