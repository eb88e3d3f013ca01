import { HttpsError } from 'firebase-functions/v2/https';
import {
  campaignRecipientValues,
  campaignSmsText,
  measureCampaignSms,
  MESSAGES,
  nextMarketingSmsTime,
  parisWallTimeToDate,
  readVenueSmsSettings,
  SMS_SETTINGS_MESSAGES,
  type SendCampaignInput,
} from '@app/domain';
import type { StaffCaller } from '../../lib/caller';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { queueCampaignSms } from '../../sms/queue-campaign-sms';
import {
  campaignRecipientPages,
  countCampaignAudience,
  readCampaignRestaurant,
  type AudienceView,
} from './campaign-audience';
import { resolveCampaignLinks } from './campaign-links';

/** SMS queued per transaction (one outbox write each; the campaign document rides with the first chunk). */
const SMS_CHUNK = 400;

/**
 * `sendCampaign` on the channel « SMS » (issue 50): the content is the SMS, placeholders filled and « STOP »
 * added, no longer than the venue's limit (« Messages »: 1 or 2 SMS, measured at its longest). It goes to the
 * venue's diners who agreed to its SMS with the proof kept and have a mobile, in the segment, each number once,
 * through queueCampaignSms: never between 20:00 and 08:00, on a Sunday or a French public holiday (Paris), held
 * in the outbox until the next allowed time; a STOP or a withdrawal before it leaves cancels it. The campaign's
 * counters follow its messages (sent, failed, withdrawn in the worker; delivered by the delivery reports), so it
 * stays « En cours » until the last one is done.
 */
export async function sendSmsCampaign(
  input: SendCampaignInput,
  { caller, now }: { caller: StaffCaller; now: Date },
): Promise<{
  campaignId: string;
  total: number;
  status: string;
  sent: number;
  failed: number;
  leavesAt: string;
}> {
  const restaurantId = input.targetRestaurant;
  const restaurant = await readCampaignRestaurant(restaurantId);
  const restaurantName = String(restaurant.data.name ?? '');
  const { maxSegments } = readVenueSmsSettings(restaurant.data.smsSettings);
  const measured = measureCampaignSms(input.content, restaurantName);
  if (measured.segments > maxSegments) {
    throw new HttpsError('invalid-argument', SMS_SETTINGS_MESSAGES.tooLong(measured.segments, maxSegments));
  }
  const scope = {
    restaurantId,
    segment: input.targetSegment,
    levels: restaurant.levels,
    now,
    channel: 'sms' as const,
  };
  const { recipients: total } = await countCampaignAudience(scope);
  if (total === 0) throw new HttpsError('failed-precondition', MESSAGES.campaign.emptySegment);

  const { bookingLink } = resolveCampaignLinks({ restaurantName, redirection: undefined });
  const campaignId = runtime().store.newId();
  const planned = input.scheduleDate
    ? parisWallTimeToDate({ date: input.scheduleDate, time: input.scheduleTime })
    : now;
  const startAt = planned.getTime() > now.getTime() ? planned : now;
  const campaign = {
    id: campaignId,
    channel: 'sms',
    type: input.type,
    subject: input.subject,
    content: input.content,
    targetRestaurant: restaurantId,
    restaurantName,
    targetSegment: input.targetSegment,
    ...(input.scheduleDate ? { scheduleDate: input.scheduleDate } : {}),
    scheduleTime: input.scheduleTime,
    status: 'pending',
    createdAt: now.toISOString(),
    createdBy: caller.uid,
    totalRecipients: total,
    totalSent: 0,
    totalFailed: 0,
    totalDelivered: 0,
    totalOpened: 0,
    totalClicked: 0,
  };

  let queued = 0;
  let chunk: AudienceView[] = [];
  const flush = async () => {
    const members = chunk;
    chunk = [];
    if (members.length === 0) return;
    queued += await transact(async (tx) => {
      if (queued === 0) tx.create(`campaigns/${campaignId}`, campaign);
      let count = 0;
      for (const member of members) {
        const values = campaignRecipientValues({ member, levels: restaurant.levels });
        const result = queueCampaignSms(tx, {
          campaignId,
          restaurantId,
          restaurant: restaurant.data,
          customerId: String(member.customerId ?? ''),
          view: member,
          text: campaignSmsText(input.content, { ...values, bookingLink, restaurantName }),
          now: startAt,
        });
        if ('queued' in result) count += 1;
      }
      return count;
    });
  };
  // Diners who agreed since the count wait for the next campaign: the campaign's total is what was counted.
  let index = 0;
  scan: for await (const page of campaignRecipientPages(scope)) {
    for (const member of page) {
      if (index >= total) break scan;
      chunk.push(member);
      index += 1;
      if (chunk.length >= SMS_CHUNK) await flush();
    }
  }
  await flush();
  if (queued === 0) throw new HttpsError('failed-precondition', MESSAGES.campaign.emptySegment);
  if (queued < total) {
    await transact(async (tx) => {
      tx.update(`campaigns/${campaignId}`, { totalRecipients: queued });
    });
  }
  return {
    campaignId,
    total: queued,
    status: 'pending',
    sent: 0,
    failed: 0,
    leavesAt: nextMarketingSmsTime(startAt).toISOString(),
  };
}
