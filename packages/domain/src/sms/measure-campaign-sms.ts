import { fillCampaignPlaceholders } from '../campaigns/fill-campaign-placeholders';
import { countSmsSegments, type SmsSegments } from './count-sms-segments';
import { SMS_LINK_BUDGET } from './render-booking-sms';
import { toSmsText } from './to-sms-text';
import { withSmsStopClause } from './with-sms-stop-clause';

/** Longest name a campaign SMS is measured with, per placeholder ([Prénom], [Nom du client]). */
const LONG_NAME = 'x'.repeat(24);

/**
 * The SMS one campaign recipient gets (issue 50, channel « SMS »): the placeholders filled, the opt-out « STOP »
 * added at the end, made GSM-7 where French allows it.
 * @example campaignSmsText('Jazz ce soir', {}) // 'Jazz ce soir STOP : répondez STOP'
 */
export function campaignSmsText(
  content: string,
  values: Parameters<typeof fillCampaignPlaceholders>[0]['values'],
): string {
  return toSmsText(withSmsStopClause(fillCampaignPlaceholders({ subject: '', content, values }).content));
}

/**
 * What a campaign SMS costs at its longest, to show « 1 SMS » / « 2 SMS » as staff type and to refuse a text past
 * the venue's limit: names of 24 characters, the longest level name, a link of {@link SMS_LINK_BUDGET} characters,
 * the « STOP » mention included.
 */
export function measureCampaignSms(content: string, restaurantName: string): SmsSegments {
  return countSmsSegments(
    campaignSmsText(content, {
      firstName: LONG_NAME,
      customerName: `${LONG_NAME} ${LONG_NAME}`,
      loyaltyLevel: 'Platine',
      bookingLink: 'x'.repeat(SMS_LINK_BUDGET),
      restaurantName,
    }),
  );
}
