import * as logger from 'firebase-functions/logger';
import type { DocData, Transaction } from '@app/data';
import { computeCampaignStatus, type DinerLocale } from '@app/domain';
import { enqueueMail } from '../../lib/outbox';
import type { MailRestaurant } from '../../mail/mail-restaurant';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';

/** One personalised campaign mail and when it may leave (spaced 200 ms apart). */
export interface CampaignMail {
  to: string;
  /** The recipient's customer file id (their consent at the venue is checked again when the mail leaves). */
  customerId: string;
  customerName: string;
  /** The guest's language at the venue (its view); none: the venue's default. */
  locale?: DinerLocale | undefined;
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
      customerId: mail.customerId,
      ...(mail.locale ? { locale: mail.locale } : {}),
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
  /** The campaign document, written with the first mails; `totalRecipients` is the count the scan found. */
  campaign: DocData & { id: string; restaurantName: string; totalRecipients: number };
  /** The campaign's restaurant: its mails leave under its name, colours and address. */
  restaurant: MailRestaurant;
  redirect: { url: string; label: string; type: string } | undefined;
}

/** A campaign being queued: mails are added one by one and written by transactions of CAMPAIGN_CHUNK. */
export interface CampaignQueue {
  /** Adds a mail; a full chunk is written at once (the first one together with the campaign document). */
  add(mail: CampaignMail): Promise<void>;
  /**
   * Writes what is left and answers how many mails were queued in all (0: nothing was written, not even the
   * campaign). When fewer than `totalRecipients` were queued, the campaign is told the real number.
   */
  close(): Promise<number>;
}

/**
 * The campaign total brought down to the mails really queued, in a transaction (as each mail's outcome is), and
 * the final status given when those mails are all done already.
 */
async function settleTotal(campaignId: string, queued: number): Promise<void> {
  await transact(async (tx) => {
    const snap = await tx.get(`campaigns/${campaignId}`);
    if (!snap.data) return;
    const done = Number(snap.data.totalSent ?? 0) + Number(snap.data.totalFailed ?? 0);
    const patch: DocData = { totalRecipients: queued };
    if (snap.data.status === 'pending' && done >= queued) {
      patch.status = computeCampaignStatus({
        succeeded: Number(snap.data.totalSent ?? 0),
        total: queued,
      }).status;
      patch.sentAt = runtime().now().toISOString();
    }
    tx.update(snap.path, patch);
  });
}

/**
 * Opens the queue of a campaign. The campaign document is created together with its first mails (never a campaign
 * without mail), the others follow in further transactions, so that neither the mails nor a transaction grow with
 * the audience. Should a later transaction fail, the campaign is told how many mails were really queued (so that
 * its status can still be reached) and the failure is passed on.
 */
export function openCampaignQueue(options: QueueOptions): CampaignQueue {
  const { campaign } = options;
  let buffer: CampaignMail[] = [];
  let queued = 0;

  async function flush(): Promise<void> {
    if (buffer.length === 0) return;
    const chunk = buffer;
    buffer = [];
    const first = queued === 0;
    try {
      await transact(async (tx) => {
        if (first) tx.create(`campaigns/${campaign.id}`, campaign);
        queueChunk(tx, options, chunk);
      });
    } catch (err) {
      if (!first) {
        logger.error('campaign: queueing stopped part-way', {
          campaignId: campaign.id,
          queued,
          total: campaign.totalRecipients,
        });
        await settleTotal(campaign.id, queued).catch((settleErr: unknown) =>
          logger.error('campaign: total not corrected', { campaignId: campaign.id, settleErr }),
        );
      }
      throw err;
    }
    queued += chunk.length;
  }

  return {
    async add(mail) {
      buffer.push(mail);
      if (buffer.length >= CAMPAIGN_CHUNK) await flush();
    },
    async close() {
      await flush();
      if (queued > 0 && queued < campaign.totalRecipients) await settleTotal(campaign.id, queued);
      return queued;
    },
  };
}
