import { HttpsError } from 'firebase-functions/v2/https';
import {
  matchDinerLocale,
  CAMPAIGN_SEND_INTERVAL_MS,
  MESSAGES,
  SendCampaignInputSchema,
  campaignRecipientEmail,
  campaignRecipientValues,
  fillCampaignPlaceholders,
  parisWallTimeToDate,
  toParisDateTime,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { runtime } from '../../lib/runtime';
import { mailRestaurantOf } from '../../mail/mail-restaurant';
import { campaignRecipientPages, countCampaignAudience, readCampaignRestaurant } from './campaign-audience';
import { resolveCampaignLinks } from './campaign-links';
import { deliverCampaignMails, readCampaignOutcome } from './deliver-campaign';
import { openCampaignQueue } from './queue-campaign';
import { sendSmsCampaign } from './send-sms-campaign';

/**
 * Sends an e-mail campaign to a segment of a restaurant's customers (administration §2 "Campaigns", §7
 * "Campaign sending"). The recipients are the restaurant's own file (`restaurantCustomers`, ARCHITECTURE §8): the
 * customers who agreed to marketing e-mails at that restaurant and have a valid-looking e-mail, in the segment;
 * names, points and level come from that venue's view. The file is read twice in bounded pages (campaign-audience):
 * once to count (the campaign's total, or 'Aucun client trouvé pour ce segment'), once to queue the mails chunk by
 * chunk. Mails go through the outbox, spaced 200 ms apart; an immediate campaign is delivered by this call and gets
 * its final status (sent / partial / failed), a scheduled one waits in the outbox until its date. Channel « SMS »:
 * send-sms-campaign.
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
    if (input.channel === 'sms') return sendSmsCampaign(input, { caller, now });
    const { store } = runtime();
    const restaurant = await readCampaignRestaurant(restaurantId);
    const scope = { restaurantId, segment: input.targetSegment, levels: restaurant.levels, now };
    const { recipients: total } = await countCampaignAudience(scope);
    if (total === 0) throw new HttpsError('failed-precondition', MESSAGES.campaign.emptySegment);

    const restaurantName = String(restaurant.data.name ?? '');
    const { bookingLink, redirection } = resolveCampaignLinks({
      restaurantName,
      redirection: input.redirection,
    });
    const campaignId = store.newId();
    // A send date (and time, 09:00 by default) still ahead schedules the campaign; otherwise it leaves now.
    const planned = input.scheduleDate
      ? parisWallTimeToDate({ date: input.scheduleDate, time: input.scheduleTime })
      : now;
    const scheduled = planned.getTime() > now.getTime();
    const startAt = scheduled ? planned : now;

    const queue = openCampaignQueue({
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
        ...(redirection ? { redirection } : {}),
        status: 'pending',
        createdAt: now.toISOString(),
        createdBy: caller.uid,
        totalRecipients: total,
        totalSent: 0,
        totalFailed: 0,
        totalOpened: 0,
        totalClicked: 0,
      },
      restaurant: mailRestaurantOf({ id: restaurantId, data: restaurant.data }),
      redirect: redirection
        ? { url: redirection.url, label: redirection.label, type: redirection.type }
        : undefined,
    });
    // Customers who agreed since the count wait for the next campaign: the campaign's total is what was counted.
    let index = 0;
    scan: for await (const page of campaignRecipientPages(scope)) {
      for (const member of page) {
        if (index >= total) break scan;
        const values = campaignRecipientValues({ member, levels: restaurant.levels });
        const filled = fillCampaignPlaceholders({
          subject: input.subject,
          content: input.content,
          values: { ...values, bookingLink, restaurantName },
        });
        await queue.add({
          to: campaignRecipientEmail({ member }),
          customerId: String(member.customerId ?? ''),
          customerName: values.customerName,
          // The footer and unsubscribe line in the guest's language at the venue (issue 51).
          locale: matchDinerLocale({ tag: member.locale }),
          subject: filled.subject,
          content: filled.content,
          sendAt: new Date(startAt.getTime() + index * CAMPAIGN_SEND_INTERVAL_MS),
        });
        index += 1;
      }
    }
    // Everybody withdrew between the count and the queueing: nothing was written.
    const queued = await queue.close();
    if (queued === 0) throw new HttpsError('failed-precondition', MESSAGES.campaign.emptySegment);
    if (!scheduled) await deliverCampaignMails(campaignId);
    return { campaignId, total: queued, ...(await readCampaignOutcome(campaignId)) };
  },
});
