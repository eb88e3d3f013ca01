import type { Transaction } from '@app/data';
import {
  mayReceiveMarketingSms,
  nextMarketingSmsTime,
  readVenueSmsSettings,
  withSmsStopClause,
  type ConsentProofs,
} from '@app/domain';
import { smsRecipientOf } from '@app/domain/sms-recipient';
import { enqueueSms } from './sms-outbox';

/**
 * Queues one campaign's SMS to one diner (issue 50, channel « SMS »), in the caller's transaction: only with the
 * venue's SMS consent and its proof (mayReceiveMarketingSms) and to a mobile; the text ends with « STOP »; it
 * leaves at the first allowed time (nextMarketingSmsTime: Monday to Saturday 08:00–20:00 Paris, no public
 * holiday), the outbox holding it until then. The worker checks STOP and the consent again when it leaves, so a
 * withdrawal in the customer space holds for it at once. Answers the outbox id, or why nothing was queued.
 */
export function queueCampaignSms(
  tx: Transaction,
  input: {
    campaignId: string;
    restaurantId: string;
    restaurant: { name?: unknown; smsSettings?: unknown };
    customerId: string;
    view: { phone?: unknown; smsMarketingConsent?: boolean; consentProofs?: ConsentProofs };
    text: string;
    now: Date;
  },
): { queued: string } | { skipped: 'consent' | 'phone' } {
  if (!mayReceiveMarketingSms(input.view)) return { skipped: 'consent' };
  const recipient = smsRecipientOf({ phone: String(input.view.phone ?? '') });
  if (!recipient.ok) return { skipped: 'phone' };
  const settings = readVenueSmsSettings(input.restaurant.smsSettings);
  const queued = enqueueSms(tx, {
    id: `campaign:${input.campaignId}:${input.customerId}:sms`,
    to: recipient.e164,
    text: withSmsStopClause(input.text),
    ...(settings.senderName ? { sender: settings.senderName } : {}),
    replies: false,
    category: 'marketing',
    type: 'campaign',
    restaurantId: input.restaurantId,
    customerId: input.customerId,
    campaignId: input.campaignId,
    notBefore: nextMarketingSmsTime(input.now),
  });
  return { queued };
}
