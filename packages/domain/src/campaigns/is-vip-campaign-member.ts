import { VIP_MIN_POINTS } from '../search/search-customers';
import type { CampaignAudienceMember } from './campaign-audience-member';

/**
 * Segment 'vip': at least 100 points at the restaurant (the customer file's VIP filter), whatever the balance
 * elsewhere.
 * @example isVipCampaignMember({ member: { points: 100 } }) // true
 */
export function isVipCampaignMember({ member }: { member: CampaignAudienceMember }): boolean {
  return (member.points ?? 0) >= VIP_MIN_POINTS;
}
