import type { ConsentProofs } from '../schemas/consent-proof';

/**
 * What the campaign rules read of a venue's view of a customer (`restaurantCustomers/{restaurantId}_{customerId}`,
 * ARCHITECTURE §8): that venue's consent, balance and dates, and the copy of the contact. Nothing of another venue.
 */
export interface CampaignAudienceMember {
  restaurantId?: string;
  /** The customer file id the view belongs to. */
  customerId?: string;
  email?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  /** The venue's own marketing consent. */
  emailMarketingConsent?: boolean;
  /** The copy of the phone, and the venue's own SMS consent with its proof (an SMS campaign's audience). */
  phone?: string;
  smsMarketingConsent?: boolean;
  consentProofs?: ConsentProofs;
  /** Loyalty balance at this venue. */
  points?: number;
  /** When this venue first knew the customer (ISO timestamp). */
  firstSeenAt?: string;
  /** When the view was made (ISO timestamp), read when `firstSeenAt` is missing. */
  createdAt?: string;
  /** Last honoured visit at this venue ('YYYY-MM-DD'), null or absent when none yet. */
  lastVisit?: string | null;
  /** The guest's language at this venue (issue 51): the campaign's footer speaks it. */
  locale?: string | null;
}

/** One day in milliseconds. */
export const ONE_DAY_MS = 86_400_000;

/** When the venue first knew the customer, in ms, or undefined when the view does not say. */
export function firstSeenTime(member: CampaignAudienceMember): number | undefined {
  const at = Date.parse(member.firstSeenAt ?? member.createdAt ?? '');
  return Number.isNaN(at) ? undefined : at;
}
