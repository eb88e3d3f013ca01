import { ONE_DAY_MS, firstSeenTime, type CampaignAudienceMember } from './campaign-audience-member';

/** Days without a visit after which a customer is inactive at a restaurant. */
export const INACTIVE_CUSTOMER_DAYS = 90;

/**
 * Segment 'inactive': no visit at the restaurant for more than 90 days. A customer who never visited there counts
 * as inactive only once the restaurant has known them for more than 90 days (`firstSeenAt`), so that a customer who
 * just booked for the first time is not written to as « inactive »; a view that records neither a visit nor when
 * it was first seen is older than these dates, hence inactive.
 * @example isInactiveCampaignMember({ member: { lastVisit: '2026-08-01' }, now: new Date('2026-11-22T10:00:00.000Z') }) // true
 */
export function isInactiveCampaignMember({
  member,
  now,
}: {
  member: CampaignAudienceMember;
  now: Date;
}): boolean {
  const limit = INACTIVE_CUSTOMER_DAYS * ONE_DAY_MS;
  const lastVisit = Date.parse(member.lastVisit ?? '');
  if (!Number.isNaN(lastVisit)) return now.getTime() - lastVisit > limit;
  const seen = firstSeenTime(member);
  return seen === undefined || now.getTime() - seen > limit;
}
