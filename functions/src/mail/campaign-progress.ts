import type { DocData, Transaction } from '@app/data';
import { computeCampaignStatus } from '@app/domain';

/**
 * A campaign's counters follow its mails (administration §4 "Campaign status"): each mail that reaches its
 * final state (sent, or failed for good) adds to totalSent or totalFailed in the same transaction as the
 * outbox and e-mail log, and the last one gives the campaign its status (sent / partial / failed) and sentAt.
 * Immediate and scheduled campaigns are counted the same way, whoever delivers the mails.
 */
export async function planCampaignProgress(
  tx: Transaction,
  campaignId: string,
  outcome: 'sent' | 'failed',
  at: string,
): Promise<() => void> {
  const path = `campaigns/${campaignId}`;
  const snap = await tx.get(path);
  const campaign = snap.data;
  if (!campaign) return () => undefined;
  return () => tx.update(path, campaignProgress(campaign, outcome, at));
}

/** The fields a campaign gets when one more of its mails ends with `outcome`. */
export function campaignProgress(campaign: DocData, outcome: 'sent' | 'failed', at: string): DocData {
  const totalSent = Number(campaign.totalSent ?? 0) + (outcome === 'sent' ? 1 : 0);
  const totalFailed = Number(campaign.totalFailed ?? 0) + (outcome === 'failed' ? 1 : 0);
  const total = Number(campaign.totalRecipients ?? 0);
  const patch: DocData = { totalSent, totalFailed };
  if (total > 0 && totalSent + totalFailed >= total) {
    patch.status = computeCampaignStatus({ succeeded: totalSent, total }).status;
    patch.sentAt = at;
  }
  return patch;
}
