import type { Transaction } from '@app/data';
import { truncateText } from '@app/domain';
import { keyedDigest } from '../lib/keyed-digest';
import { runtime } from '../lib/runtime';
import type { TrackParams } from '../mail/link-signing';

/**
 * The one `campaign_tracking` event of a recipient's open, or click, of a campaign (issue 49): its id is the
 * campaign, the action and a keyed digest of the address, so that a pixel or a click replayed, by a mail client
 * showing the mail again or by a script, adds no row and counts no more.
 */
export function trackingEventPath(params: Pick<TrackParams, 'campaign' | 'email'>, action: string): string {
  return `campaign_tracking/${params.campaign}_${action}_${keyedDigest('campaign-tracking', params.email)}`;
}

/**
 * What an open or click changes, the first time only: the e-mail log's openedAt / clickedAt, and for a campaign
 * mail its one tracking event and the campaign's totalOpened / totalClicked (each recipient counted once per
 * campaign, whatever the replays). Only a mail whose log still names its recipient counts: nothing is written for
 * a mail of an erased diner or one whose log the retention removed. Counting firsts keeps the rates meaningful when a mail client loads the pixel
 * on every display.
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
    const eventPath = params.campaign ? trackingEventPath(params, params.action) : undefined;
    const event = eventPath ? await tx.get(eventPath) : undefined;
    // A mail whose log is gone (retention) or no longer names its recipient (an erasure) records nothing: an old
    // mail opened after « Supprimer mon compte » must not write the address back (issue 49).
    if (!log?.exists || log.data?.recipientEmail === '') return;
    if (!log.data?.[logField]) tx.update(log.path, { [logField]: at });
    if (!campaign?.exists || !eventPath || event?.exists) return;
    tx.create(eventPath, {
      campaignId: params.campaign,
      customerEmail: params.email,
      action: params.action,
      redirectType: params.type,
      timestamp: at,
      userAgent: truncateText({ text: userAgent, max: 500 }),
      ip: 'unknown',
    });
    tx.update(campaign.path, { [counter]: Number(campaign.data?.[counter] ?? 0) + 1 });
  });
}
