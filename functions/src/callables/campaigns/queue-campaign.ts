import type { DocData } from '@app/data';
import { enqueueMail } from '../../lib/outbox';
import { transact } from '../../lib/transact';

/** One personalised campaign mail and when it may leave (spaced 200 ms apart). */
export interface CampaignMail {
  to: string;
  customerName: string;
  subject: string;
  content: string;
  sendAt: Date;
}

/** Outbox id of a campaign's mail to one recipient: a campaign reaches each address once. */
export function campaignMailId(campaignId: string, email: string): string {
  return `campaign:${campaignId}:${email}`;
}

// 2 writes per mail (create, then the send time): 200 mails stay under Firestore's 500 writes per transaction.
const CHUNK = 200;

/**
 * Writes the campaign document, then queues its mails in transactions of 200. Each outbox entry gets its own
 * send time (`nextAttemptAt`), which the outbox worker honours, so pacing survives a crash of this call.
 */
export async function queueCampaignMails(options: {
  campaign: DocData & { id: string; restaurantName: string };
  mails: CampaignMail[];
  restaurantId: string;
  redirect: { url: string; label: string; type: string } | undefined;
}): Promise<void> {
  const { campaign, mails, restaurantId, redirect } = options;
  await transact(async (tx) => {
    tx.create(`campaigns/${campaign.id}`, campaign);
  });
  for (let start = 0; start < mails.length; start += CHUNK) {
    await transact(async (tx) => {
      for (const mail of mails.slice(start, start + CHUNK)) {
        const id = enqueueMail(tx, {
          id: campaignMailId(campaign.id, mail.to),
          type: 'campaign',
          to: mail.to,
          toName: mail.customerName,
          restaurantId,
          restaurantName: campaign.restaurantName,
          campaignId: campaign.id,
          data: {
            customerName: mail.customerName,
            restaurantName: campaign.restaurantName,
            campaignId: campaign.id,
            subject: mail.subject,
            content: mail.content,
            ...(redirect ? { redirect } : {}),
          },
        });
        tx.update(`mail_outbox/${id}`, { nextAttemptAt: mail.sendAt.toISOString() });
      }
    });
  }
}
