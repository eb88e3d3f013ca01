import { z } from 'zod';
import { safeString } from '@app/domain';

/**
 * A delivery report as OVHcloud sends it to the SMS account's callback URL (`callBack` of `PUT /sms/{serviceName}`)
 * when a sent message's state changes. OVHcloud documents it as a query string, not as the `sms.Outgoing` object of
 * its API (whose code is `deliveryReceipt`): `id` OVHcloud's id for the message (what the job answered in `ids`),
 * `ptt` its precise state code, `dlr` the delivery code (1 delivered to the phone, 2 not delivered, 4 waiting on
 * the operator, 8 accepted by the operator's SMSC, 16 refused by the SMSC), `description` and `date`. Only `id`
 * and `dlr` are relied on; `tag` (our outbox id, which the job carried) and `receiver` are read when the relay
 * adds them, never required: without a tag the message is found by its provider id. Sources: OVHcloud's callback
 * text quoted in github.com/ovh/docs issue 1496, RaspiSMS's OVHcloud adapter (`status_change_callback`); see
 * docs/sms.md. Relayed to us signed as an inbound SMS is (sms/inbound-signature.ts); numbers may come as strings,
 * as query strings carry them.
 */
export const OvhDeliveryReportSchema = z.object({
  id: z
    .union([z.number().int().nonnegative(), safeString().regex(/^[A-Za-z0-9_-]{1,64}$/)])
    .transform(String),
  tag: safeString().min(1).max(128).optional(),
  receiver: safeString().max(20).optional(),
  dlr: z.coerce.number().int().min(0).max(64),
  ptt: z.coerce.number().int().min(0).max(99_999).optional(),
  description: safeString().max(200).optional(),
  date: safeString().max(40).optional(),
});

export type OvhDeliveryReport = z.infer<typeof OvhDeliveryReportSchema>;

/** What a report means for the message: final (delivered, failed) or a step on the way, changing nothing. */
export type SmsDelivery = 'delivered' | 'failed' | 'pending';

/**
 * OVHcloud's `dlr` code as our message's delivery: 1 delivered; 2 and 16 failed (not delivered, refused by the
 * operator); 4 and 8, and any other code, a step on the way.
 * @example smsDeliveryOf(1) // 'delivered'
 */
export function smsDeliveryOf(dlr: number): SmsDelivery {
  if (dlr === 1) return 'delivered';
  if (dlr === 2 || dlr === 16) return 'failed';
  return 'pending';
}
