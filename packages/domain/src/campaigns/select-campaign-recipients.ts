import { CAMPAIGN_MESSAGES } from '../errors/admin-messages';
import type { LoyaltyLevelThresholds } from '../loyalty/loyalty-config-schema';
import { BASIC_EMAIL_PATTERN } from '../schemas/email-pattern';
import type { CampaignAudienceMember } from './campaign-audience-member';
import { isCampaignSegment } from './campaign-segments';
import { isInCampaignSegment } from './is-in-campaign-segment';

/** Message when a segment has nobody to write to. */
export const EMPTY_SEGMENT_MESSAGE = CAMPAIGN_MESSAGES.emptySegment;

/** The address a campaign writes to: the view's e-mail trimmed, or '' when it does not look like one. */
export function campaignRecipientEmail({ member }: { member: CampaignAudienceMember }): string {
  const email = (member.email ?? '').trim();
  return BASIC_EMAIL_PATTERN.test(email) ? email : '';
}

/**
 * Recipients of a campaign among a page of one restaurant's views: those of that restaurant who agreed there to
 * marketing e-mails, with a valid-looking e-mail, in the segment, each address once. `seen` (lower-cased
 * addresses) carries the addresses already taken across the pages of one scan; it is updated. An unknown segment
 * selects nobody rather than everybody.
 */
export function selectCampaignRecipients<T extends CampaignAudienceMember>({
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
    if (member.restaurantId !== restaurantId || member.emailMarketingConsent !== true) return false;
    const key = campaignRecipientEmail({ member }).toLowerCase();
    if (!key || seen.has(key)) return false;
    if (!isInCampaignSegment({ member, segment, levels, now })) return false;
    seen.add(key);
    return true;
  });
}
