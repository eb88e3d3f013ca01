import { NEW_CUSTOMER_DAYS } from '../search/search-customers';
import { ONE_DAY_MS, firstSeenTime, type CampaignAudienceMember } from './campaign-audience-member';

/**
 * Segment 'new': first seen at the restaurant within the last 7 days (the customer file's « Nouveaux » filter),
 * from the view's `firstSeenAt`. A view without any date is not new.
 * @example isNewCampaignMember({ member: { firstSeenAt: '2026-11-20T10:00:00.000Z' }, now: new Date('2026-11-22T10:00:00.000Z') }) // true
 */
export function isNewCampaignMember({ member, now }: { member: CampaignAudienceMember; now: Date }): boolean {
  const seen = firstSeenTime(member);
  return seen !== undefined && now.getTime() - seen <= NEW_CUSTOMER_DAYS * ONE_DAY_MS;
}
