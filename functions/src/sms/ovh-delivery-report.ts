import { z } from 'zod';
import { safeString } from '@app/domain';

/**
 * A delivery report as OVHcloud sends it to the SMS account's `callBack` URL when a sent message's state changes
 * (the fields of `sms.Outgoing`): `id` OVHcloud's id for the message (what the job answered in `ids`), `tag` the
 * tag the job carried (our outbox id), `receiver` the number, `dlr` the delivery code (1 delivered to the phone,
 * 2 not delivered, 4 waiting on the operator, 8 accepted by the operator's SMSC, 16 refused by the SMSC), `ptt` the
 * operator's status code and `description` its text, `date` when it changed. Relayed to us signed as an inbound
 * SMS is (sms/inbound-signature.ts); numbers may come as strings or numbers, as OVHcloud's query strings do.
 */
export const OvhDeliveryReportSchema = z.object({
  id: z
    .union([z.number().int().nonnegative(), safeString().regex(/^[A-Za-z0-9_-]{1,64}$/)])
    .transform(String),
  tag: safeString().min(1).max(128),
  receiver: safeString().max(20),
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
