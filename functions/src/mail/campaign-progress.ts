import type { DocData, Transaction } from '@app/data';
import { computeCampaignStatus } from '@app/domain';

/**
 * A campaign's counters follow its mails (administration §4 "Campaign status"): each mail that reaches its
 * final state (sent, or failed for good) adds to totalSent or totalFailed in the same transaction as the
 * outbox and e-mail log, and the last one gives the campaign its status (sent / partial / failed) and sentAt.
 * Immediate and scheduled campaigns are counted the same way, whoever delivers the mails.
 */
/**
 * What became of one mail: sent, failed for good, or withdrawn before it left (the customer withdrew their consent
 * or was erased): a withdrawn mail leaves the campaign's recipients, so the campaign still reaches its status.
 */
export type CampaignMailOutcome = 'sent' | 'failed' | 'withdrawn';

export async function planCampaignProgress(
  tx: Transaction,
  campaignId: string,
  outcome: CampaignMailOutcome,
  at: string,
): Promise<() => void> {
  const path = `campaigns/${campaignId}`;
  const snap = await tx.get(path);
  const campaign = snap.data;
  if (!campaign) return () => undefined;
  return () => tx.update(path, campaignProgress(campaign, outcome, at));
}

/** The fields a campaign gets when one more of its mails ends with `outcome`. */
export function campaignProgress(campaign: DocData, outcome: CampaignMailOutcome, at: string): DocData {
  const totalSent = Number(campaign.totalSent ?? 0) + (outcome === 'sent' ? 1 : 0);
  const totalFailed = Number(campaign.totalFailed ?? 0) + (outcome === 'failed' ? 1 : 0);
  const withdrawn = outcome === 'withdrawn' ? 1 : 0;
  const total = Math.max(0, Number(campaign.totalRecipients ?? 0) - withdrawn);
  const patch: DocData = {
    totalSent,
    totalFailed,
    ...(withdrawn
      ? { totalRecipients: total, totalWithdrawn: Number(campaign.totalWithdrawn ?? 0) + 1 }
      : {}),
  };
  if (total > 0 && totalSent + totalFailed >= total) {
    patch.status = computeCampaignStatus({ succeeded: totalSent, total }).status;
    patch.sentAt = at;
  } else if (total === 0 && withdrawn) {
    // Every recipient withdrew before their mail left: nothing is left to send.
    patch.status = 'sent';
    patch.sentAt = at;
  }
  return patch;
}
