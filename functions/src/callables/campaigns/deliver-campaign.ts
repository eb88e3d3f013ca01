import { deliverMail } from '../../mail/outbox-worker';
import { OUTBOX_COLLECTION } from '../../lib/outbox';
import { runtime } from '../../lib/runtime';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long an immediate campaign is delivered by the call itself; later mails are left to the outbox worker. */
export const CAMPAIGN_DELIVERY_BUDGET_MS = 45_000;

/**
 * Delivers a campaign's queued mails in their send order, waiting for each one's time (one every 200 ms),
 * then counts the mails the outbox records as sent. Mails another worker took, or left for a retry, count
 * only if they are sent by the time the count is made.
 */
export async function deliverCampaignMails(campaignId: string, total: number): Promise<number> {
  const { store } = runtime();
  const started = Date.now();
  const queued = await store.query({ collection: OUTBOX_COLLECTION, where: [{ field: 'campaignId', op: '==', value: campaignId }] });
  const ordered = queued.docs
    .map((doc) => ({ id: doc.id, at: Date.parse(String(doc.data?.nextAttemptAt ?? '')) }))
    .sort((a, b) => a.at - b.at);
  for (const mail of ordered) {
    if (Date.now() - started > CAMPAIGN_DELIVERY_BUDGET_MS) break;
    const wait = mail.at - runtime().now().getTime();
    if (wait > 0) await sleep(Math.min(wait, 1_000));
    await deliverMail(mail.id, { retry: true });
  }
  const after = await store.query({ collection: OUTBOX_COLLECTION, where: [{ field: 'campaignId', op: '==', value: campaignId }] });
  return Math.min(total, after.docs.filter((doc) => doc.data?.status === 'sent').length);
}
