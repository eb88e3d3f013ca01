import type { DocData } from '@app/data';
import { CAMPAIGN_SEND_INTERVAL_MS } from '@app/domain';
import { awaitOtherSender } from '../../mail/await-other-sender';
import { deliverMail } from '../../mail/outbox-worker';
import { OUTBOX_COLLECTION } from '../../lib/outbox';
import { runtime } from '../../lib/runtime';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long an immediate campaign is delivered by the call itself; later mails are left to the outbox worker. */
export const CAMPAIGN_DELIVERY_BUDGET_MS = 45_000;
/**
 * Mails the call reads: as many as its budget can deliver at one every 200 ms (the earliest ones), so that the
 * read stays bounded whatever the size of the campaign; the rest is left to the outbox worker.
 */
export const CAMPAIGN_DELIVERY_READ_LIMIT =
  Math.ceil(CAMPAIGN_DELIVERY_BUDGET_MS / CAMPAIGN_SEND_INTERVAL_MS) + 1;
/** Longest single wait, so that the budget is checked often. */
const WAIT_STEP_MS = 100;

/**
 * Delivers a campaign's queued mails in their send order, each no earlier than its own time (one every
 * 200 ms), within the call's budget. A mail another worker is sending at that moment (the after-commit drain,
 * a drain planned for a delayed mail, the scheduled worker) is not sent twice: the call follows it to its end
 * within the same budget, so that the status and counters it answers count every mail (see
 * mail/campaign-progress) instead of a snapshot taken while one was still on its way. Mails left for a retry,
 * and whatever the budget did not reach, are finished by the outbox worker.
 */
export async function deliverCampaignMails(campaignId: string): Promise<void> {
  const { store } = runtime();
  // The call's budget is real time spent in this call (monotonic clock); the mails' times are the product's.
  const started = performance.now();
  const left = () => CAMPAIGN_DELIVERY_BUDGET_MS - (performance.now() - started);
  const queued = await store.query({
    collection: OUTBOX_COLLECTION,
    where: [{ field: 'campaignId', op: '==', value: campaignId }],
    orderBy: [{ field: 'nextAttemptAt', direction: 'asc' }],
    limit: CAMPAIGN_DELIVERY_READ_LIMIT,
  });
  const ordered = queued.docs.map((doc) => ({
    id: doc.id,
    at: Date.parse(String(doc.data?.nextAttemptAt ?? '')),
  }));
  const takenElsewhere: string[] = [];
  for (const mail of ordered) {
    for (
      let wait = mail.at - runtime().now().getTime();
      wait > 0;
      wait = mail.at - runtime().now().getTime()
    ) {
      if (left() < 0) return;
      await sleep(Math.min(wait, WAIT_STEP_MS));
    }
    if ((await deliverMail(mail.id, { retry: true })) === 'skipped') takenElsewhere.push(mail.id);
  }
  for (const id of takenElsewhere) await awaitOtherSender(id, left());
}

/** What the settings page shows after the call: status and counters as they stand. */
export async function readCampaignOutcome(
  campaignId: string,
): Promise<{ status: string; sent: number; failed: number }> {
  const data: DocData = (await runtime().store.get(`campaigns/${campaignId}`)).data ?? {};
  return {
    status: String(data.status ?? 'pending'),
    sent: Number(data.totalSent ?? 0),
    failed: Number(data.totalFailed ?? 0),
  };
}
