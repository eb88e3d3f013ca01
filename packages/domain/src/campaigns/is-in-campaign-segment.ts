import { computeLoyaltyLevelKey } from '../loyalty/compute-loyalty-level';
import type { LoyaltyLevelThresholds } from '../loyalty/loyalty-config-schema';
import type { CampaignAudienceMember } from './campaign-audience-member';
import { levelOfCampaignSegment, type CampaignSegment } from './campaign-segments';
import { isInactiveCampaignMember } from './is-inactive-campaign-member';
import { isNewCampaignMember } from './is-new-campaign-member';
import { isVipCampaignMember } from './is-vip-campaign-member';

/**
 * Whether a venue's customer belongs to a campaign segment; a level segment compares the level of the points at
 * that venue under the venue's thresholds (`computeLoyaltyLevelKey`).
 * @example isInCampaignSegment({ member: { points: 120 }, segment: 'level:bronze', levels: DEFAULT_LOYALTY_CONFIG.levels, now }) // true
 */
export function isInCampaignSegment({
  member,
  segment,
  levels,
  now,
}: {
  member: CampaignAudienceMember;
  segment: CampaignSegment;
  levels: LoyaltyLevelThresholds;
  now: Date;
}): boolean {
  switch (segment) {
    case 'all':
      return true;
    case 'vip':
      return isVipCampaignMember({ member });
    case 'new':
      return isNewCampaignMember({ member, now });
    case 'inactive':
      return isInactiveCampaignMember({ member, now });
    default: {
      const level = levelOfCampaignSegment(segment);
      return level !== undefined && computeLoyaltyLevelKey({ points: member.points ?? 0, levels }) === level;
    }
  }
}
