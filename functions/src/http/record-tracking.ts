import type { Transaction } from '@app/data';
import { truncateText } from '@app/domain';
import { runtime } from '../lib/runtime';
import type { TrackParams } from '../mail/link-signing';

/**
 * What an open or click changes: a campaign_tracking event (campaign mails), and, the first time only,
 * the e-mail log's openedAt / clickedAt and the campaign's totalOpened / totalClicked. Counting firsts keeps
 * the rates meaningful when a mail client loads the pixel on every display.
 */
export async function recordTrackingEvent(
  params: TrackParams & { action: 'open' | 'click' },
  userAgent: string,
): Promise<void> {
  const { store, now } = runtime();
  const at = now().toISOString();
  const logField = params.action === 'open' ? 'openedAt' : 'clickedAt';
  const counter = params.action === 'open' ? 'totalOpened' : 'totalClicked';
  await store.runTransaction(async (tx: Transaction) => {
    const log = params.trackingId ? await tx.get(`email_logs/${params.trackingId}`) : undefined;
    const campaign = params.campaign ? await tx.get(`campaigns/${params.campaign}`) : undefined;
    const first = !log?.exists || !log.data?.[logField];
    if (log?.exists && first) tx.update(log.path, { [logField]: at });
    if (campaign?.exists) {
      tx.create(`campaign_tracking/${store.newId()}`, {
        campaignId: params.campaign,
        customerEmail: params.email,
        action: params.action,
        redirectType: params.type,
        timestamp: at,
        userAgent: truncateText({ text: userAgent, max: 500 }),
        ip: 'unknown',
      });
      if (first) tx.update(campaign.path, { [counter]: Number(campaign.data?.[counter] ?? 0) + 1 });
    }
  });
}
