/** Segments a campaign can target. */
export const CAMPAIGN_SEGMENTS = ['all', 'vip', 'new', 'inactive'] as const;
/** One of {@link CAMPAIGN_SEGMENTS}. */
export type CampaignSegment = (typeof CAMPAIGN_SEGMENTS)[number];

/** French labels of the campaign segments. */
export const CAMPAIGN_SEGMENT_LABELS: Record<CampaignSegment, string> = {
  all: 'Tous les clients',
  vip: 'Clients VIP (100 points et plus)',
  new: 'Nouveaux clients (30 derniers jours)',
  inactive: 'Clients inactifs (aucune visite depuis 90 jours)',
};

/** Message when a segment has nobody to write to. */
export const EMPTY_SEGMENT_MESSAGE = 'Aucun client trouvé pour ce segment';

/** Same "basic pattern" as the forms: no whitespace, one @, a dot in the domain. */
const VALID_LOOKING_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The part of a customer that recipient selection reads. */
export interface CampaignCandidate {
  email?: string;
  emailMarketingConsent?: boolean;
  restaurantIds?: readonly string[];
  loyaltyPoints?: number;
  createdAt?: string;
  lastVisit?: string;
}

const DAY_MS = 86_400_000;

function inSegment(customer: CampaignCandidate, segment: CampaignSegment, now: Date): boolean {
  switch (segment) {
    case 'all':
      return true;
    case 'vip':
      return (customer.loyaltyPoints ?? 0) >= 100;
    case 'new': {
      const created = Date.parse(customer.createdAt ?? '');
      return !Number.isNaN(created) && now.getTime() - created <= 30 * DAY_MS;
    }
    case 'inactive': {
      const last = Date.parse(customer.lastVisit ?? '');
      return Number.isNaN(last) || now.getTime() - last > 90 * DAY_MS;
    }
  }
}

/**
 * Recipients of a campaign: customers of the target restaurant in the segment who agreed to marketing
 * e-mails and have a valid-looking e-mail, one per e-mail. An unknown segment selects nobody rather
 * than everybody.
 */
export function selectCampaignRecipients<T extends CampaignCandidate>({
  customers,
  restaurantId,
  segment,
  now,
}: {
  customers: readonly T[];
  restaurantId: string;
  segment: string;
  now: Date;
}): T[] {
  if (!(CAMPAIGN_SEGMENTS as readonly string[]).includes(segment)) return [];
  const seen = new Set<string>();
  return customers.filter((customer) => {
    const email = (customer.email ?? '').trim().toLowerCase();
    if (!customer.emailMarketingConsent || !VALID_LOOKING_EMAIL.test(email) || seen.has(email)) return false;
    if (!(customer.restaurantIds ?? []).includes(restaurantId)) return false;
    if (!inSegment(customer, segment as CampaignSegment, now)) return false;
    seen.add(email);
    return true;
  });
}
