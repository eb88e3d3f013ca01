import { HttpsError } from 'firebase-functions/v2/https';
import {
  CAMPAIGN_SEND_INTERVAL_MS,
  MESSAGES,
  SendCampaignInputSchema,
  computeLoyaltyLevel,
  fillCampaignPlaceholders,
  parisWallTimeToDate,
  selectCampaignRecipients,
  slugifyRestaurantName,
  toParisDateTime,
  type CampaignCandidate,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { readLoyaltyConfig } from '../../lib/loyalty-ledger';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { mailRestaurantOf } from '../../mail/mail-restaurant';
import { deliverCampaignMails, readCampaignOutcome } from './deliver-campaign';
import { queueCampaignMails, type CampaignMail } from './queue-campaign';

/** What a campaign reads of a customer document. */
type CandidateDoc = CampaignCandidate & {
  name?: string;
  firstName?: string;
  restaurantStats?: Record<string, { points?: number } | undefined>;
};

/**
 * Sends an e-mail campaign to a segment of a restaurant's customers (administration §2 "Campaigns", §7
 * "Campaign sending"). Only customers who consented to marketing and have a valid-looking e-mail receive it.
 * Mails go through the outbox, spaced 200 ms apart; an immediate campaign is delivered by this call and gets
 * its final status (sent / partial / failed), a scheduled one waits in the outbox until its date.
 */
export const sendCampaign = defineCallable({
  name: 'sendCampaign',
  input: SendCampaignInputSchema,
  auth: ['master_admin', 'admin_full'],
  handler: async (input, { caller, now }) => {
    const restaurantId = input.targetRestaurant;
    assertRestaurantAccess(caller, restaurantId);
    const today = toParisDateTime({ at: now }).date;
    if (input.scheduleDate && input.scheduleDate < today)
      throw new HttpsError('invalid-argument', MESSAGES.campaign.dateInPast);
    const { store, urls } = runtime();
    const [restaurant, customers, config] = await Promise.all([
      store.get(`restaurants/${restaurantId}`),
      store.query({
        collection: 'customers',
        where: [{ field: 'restaurantIds', op: 'array-contains', value: restaurantId }],
      }),
      transact((tx) => readLoyaltyConfig(tx, restaurantId)),
    ]);
    if (!restaurant.data) throw new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
    const candidates = customers.docs.map((doc) => ({ ...(doc.data as CandidateDoc), id: doc.id }));
    const recipients = selectCampaignRecipients({
      customers: candidates,
      restaurantId,
      segment: input.targetSegment,
      now,
    });
    if (recipients.length === 0) throw new HttpsError('failed-precondition', MESSAGES.campaign.emptySegment);

    const restaurantName = String(restaurant.data.name ?? '');
    const bookingLink = `${urls.portal.replace(/\/+$/, '')}/reservation/${slugifyRestaurantName({ name: restaurantName })}`;
    const campaignId = store.newId();
    // A send date (and time, 09:00 by default) still ahead schedules the campaign; otherwise it leaves now.
    const planned = input.scheduleDate
      ? parisWallTimeToDate({ date: input.scheduleDate, time: input.scheduleTime })
      : now;
    const scheduled = planned.getTime() > now.getTime();
    const startAt = scheduled ? planned : now;
    const mails: CampaignMail[] = recipients.map((customer, index) => {
      const points = Number(customer.restaurantStats?.[restaurantId]?.points ?? 0);
      const customerName = String(customer.name ?? '');
      const filled = fillCampaignPlaceholders({
        subject: input.subject,
        content: input.content,
        values: {
          firstName: String(customer.firstName ?? ''),
          customerName,
          loyaltyLevel: computeLoyaltyLevel({ points, levels: config.levels }).name,
          bookingLink,
          restaurantName,
        },
      });
      return {
        to: String(customer.email),
        customerName,
        subject: filled.subject,
        content: filled.content,
        sendAt: new Date(startAt.getTime() + index * CAMPAIGN_SEND_INTERVAL_MS),
      };
    });

    await queueCampaignMails({
      campaign: {
        id: campaignId,
        type: input.type,
        subject: input.subject,
        content: input.content,
        targetRestaurant: restaurantId,
        restaurantName,
        targetSegment: input.targetSegment,
        ...(input.scheduleDate ? { scheduleDate: input.scheduleDate } : {}),
        scheduleTime: input.scheduleTime,
        ...(input.redirection ? { redirection: input.redirection } : {}),
        status: 'pending',
        createdAt: now.toISOString(),
        createdBy: caller.uid,
        totalRecipients: mails.length,
        totalSent: 0,
        totalFailed: 0,
        totalOpened: 0,
        totalClicked: 0,
      },
      mails,
      restaurant: mailRestaurantOf({ id: restaurantId, data: restaurant.data }),
      redirect: input.redirection?.url
        ? { url: input.redirection.url, label: input.redirection.label, type: input.redirection.type }
        : undefined,
    });
    if (!scheduled) await deliverCampaignMails(campaignId);
    return { campaignId, total: mails.length, ...(await readCampaignOutcome(campaignId)) };
  },
});
