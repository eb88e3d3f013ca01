import * as logger from 'firebase-functions/logger';
import type { DocData, Transaction } from '@app/data';
import { enqueueMail } from '../../lib/outbox';
import type { MailRestaurant } from '../../mail/mail-restaurant';
import { runtime } from '../../lib/runtime';
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

/** Mails queued per transaction: one write each, well under Firestore's 500 writes per transaction. */
export const CAMPAIGN_CHUNK = 400;

function queueChunk(tx: Transaction, options: QueueOptions, mails: CampaignMail[]): void {
  const { campaign, restaurant, redirect } = options;
  for (const mail of mails) {
    enqueueMail(tx, {
      id: campaignMailId(campaign.id, mail.to),
      type: 'campaign',
      to: mail.to,
      toName: mail.customerName,
      restaurant,
      campaignId: campaign.id,
      // The outbox worker honours this time, so the pacing and the schedule survive a crash of the call.
      notBefore: mail.sendAt,
      data: {
        customerName: mail.customerName,
        restaurantName: campaign.restaurantName,
        campaignId: campaign.id,
        subject: mail.subject,
        content: mail.content,
        ...(redirect ? { redirect } : {}),
      },
    });
  }
}

interface QueueOptions {
  campaign: DocData & { id: string; restaurantName: string; totalRecipients: number };
  mails: CampaignMail[];
  /** The campaign's restaurant: its mails leave under its name, colours and address. */
  restaurant: MailRestaurant;
  redirect: { url: string; label: string; type: string } | undefined;
}

/**
 * Writes the campaign document together with its first mails, then the others in further transactions.
 * Should a later transaction fail, the campaign is told how many mails were really queued (so that its
 * status can still be reached) and the failure is passed on.
 */
export async function queueCampaignMails(options: QueueOptions): Promise<void> {
  const { campaign, mails } = options;
  await transact(async (tx) => {
    tx.create(`campaigns/${campaign.id}`, campaign);
    queueChunk(tx, options, mails.slice(0, CAMPAIGN_CHUNK));
  });
  let queued = Math.min(mails.length, CAMPAIGN_CHUNK);
  try {
    for (; queued < mails.length; queued += CAMPAIGN_CHUNK) {
      const chunk = mails.slice(queued, queued + CAMPAIGN_CHUNK);
      await transact(async (tx) => queueChunk(tx, options, chunk));
    }
  } catch (err) {
    logger.error('campaign: queueing stopped part-way', {
      campaignId: campaign.id,
      queued,
      total: mails.length,
    });
    await runtime().store.update(`campaigns/${campaign.id}`, { totalRecipients: queued });
    throw err;
  }
}
