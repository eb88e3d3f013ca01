import {
  isCampaignSegment,
  isInCampaignSegment,
  mayReceiveMarketingSms,
  type CampaignAudienceMember,
  type LoyaltyLevelThresholds,
} from '@app/domain';
import { smsRecipientOf } from '@app/domain/sms-recipient';

/**
 * Recipients of an SMS campaign among a page of one restaurant's views (issue 50): those who agreed there to its
 * SMS and whose view keeps the proof (mayReceiveMarketingSms), with a mobile (a landline or a number that is not
 * one never gets an SMS), in the segment, each number once (`seen` holds the E.164 numbers taken on earlier pages
 * of the scan; it is updated). An unknown segment selects nobody.
 */
export function selectSmsCampaignRecipients<T extends CampaignAudienceMember>({
  members,
  restaurantId,
  segment,
  levels,
  now,
  seen = new Set<string>(),
}: {
  members: readonly T[];
  restaurantId: string;
  segment: string;
  levels: LoyaltyLevelThresholds;
  now: Date;
  seen?: Set<string>;
}): T[] {
  if (!isCampaignSegment(segment)) return [];
  return members.filter((member) => {
    if (member.restaurantId !== restaurantId || !mayReceiveMarketingSms(member)) return false;
    const recipient = smsRecipientOf({ phone: member.phone ?? '' });
    if (!recipient.ok || seen.has(recipient.e164)) return false;
    if (!isInCampaignSegment({ member, segment, levels, now })) return false;
    seen.add(recipient.e164);
    return true;
  });
}
