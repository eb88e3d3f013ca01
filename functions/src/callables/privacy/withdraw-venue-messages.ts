import type { DocStore } from '@app/data';
import { OUTBOX_COLLECTION } from '../../lib/outbox';
import { planCampaignProgress } from '../../mail/campaign-progress';
import { SMS_OUTBOX_COLLECTION } from '../../sms/sms-outbox';

/** Messages read per query: a diner has a handful queued at one venue. */
const PAGE = 200;

/**
 * « Ne plus me contacter » at one venue (issue 54): the marketing mails and SMS of that venue still queued for the
 * customer are withdrawn now (their campaign told), each in a transaction so a worker taking one at the same time
 * either sent it first or finds it withdrawn. Another venue's messages and the messages about a booking stay.
 */
export async function withdrawVenueMessages(
  store: DocStore,
  {
    customerId,
    email,
    restaurantId,
    nowIso,
  }: { customerId: string; email: string; restaurantId: string; nowIso: string },
): Promise<number> {
  const lookups = [
    ...(email ? [{ collection: OUTBOX_COLLECTION, field: 'to', value: email }] : []),
    { collection: SMS_OUTBOX_COLLECTION, field: 'customerId', value: customerId },
  ];
  let count = 0;
  for (const { collection, field, value } of lookups) {
    const page = await store.query({ collection, where: [{ field, op: '==', value }], limit: PAGE });
    for (const doc of page.docs) {
      const withdrawn = await store.runTransaction(async (tx) => {
        const message = (await tx.get(doc.path)).data;
        if (!message || message.status !== 'pending' || message.restaurantId !== restaurantId) return false;
        if (!message.campaignId || typeof message.campaignId !== 'string') return false;
        const commitCampaign = await planCampaignProgress(tx, message.campaignId, 'withdrawn', nowIso);
        tx.update(doc.path, {
          status: 'cancelled',
          cancelledAt: nowIso,
          withdrawnReason: 'consent',
          leaseUntil: null,
        });
        commitCampaign();
        return true;
      });
      if (withdrawn) count += 1;
    }
  }
  return count;
}
