import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '../schemas';

/** Pause between two campaign mails (one mail every 200 ms). */
export const CAMPAIGN_SEND_INTERVAL_MS = 200;

/**
 * Final status of a sent campaign from its counts: sent when every recipient succeeded, partial when
 * some did, failed when none did (also for an empty send), with the history label.
 */
export function computeCampaignStatus({ succeeded, total }: { succeeded: number; total: number }): {
  status: Exclude<CampaignStatus, 'pending'>;
  label: string;
} {
  const status: Exclude<CampaignStatus, 'pending'> =
    total > 0 && succeeded >= total ? 'sent' : succeeded > 0 ? 'partial' : 'failed';
  return { status, label: CAMPAIGN_STATUS_LABELS[status] };
}
