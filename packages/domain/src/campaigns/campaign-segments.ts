import { LOYALTY_LEVEL_KEYS, LOYALTY_LEVELS, type LoyaltyLevelKey } from '../loyalty/compute-loyalty-level';

/** The loyalty-level segments, one per level of the restaurant scale ('level:new' … 'level:diamond'). */
export const CAMPAIGN_LEVEL_SEGMENTS = LOYALTY_LEVEL_KEYS.map((key) => `level:${key}` as const);
/** One of {@link CAMPAIGN_LEVEL_SEGMENTS}. */
export type CampaignLevelSegment = `level:${LoyaltyLevelKey}`;

/**
 * Segments a campaign can target (administration §2 « Campagnes »): everybody, the VIPs (100 points and more at the
 * restaurant), the new customers (first seen there in the last 7 days), the inactive ones (no visit there for 90
 * days), and each loyalty level under the restaurant's thresholds. The input schema accepts exactly these values.
 */
export const CAMPAIGN_SEGMENTS = [
  'all',
  'vip',
  'new',
  'inactive',
  ...CAMPAIGN_LEVEL_SEGMENTS,
] as const satisfies readonly string[];
/** One of {@link CAMPAIGN_SEGMENTS}. */
export type CampaignSegment = 'all' | 'vip' | 'new' | 'inactive' | CampaignLevelSegment;

/** French labels of the campaign segments, for the composer's selector and the history. */
export const CAMPAIGN_SEGMENT_LABELS: Record<CampaignSegment, string> = {
  all: 'Tous les clients',
  vip: 'Clients VIP',
  new: 'Nouveaux clients',
  inactive: 'Clients inactifs',
  'level:new': `Niveau ${LOYALTY_LEVELS.new.name}`,
  'level:bronze': `Niveau ${LOYALTY_LEVELS.bronze.name}`,
  'level:silver': `Niveau ${LOYALTY_LEVELS.silver.name}`,
  'level:gold': `Niveau ${LOYALTY_LEVELS.gold.name}`,
  'level:diamond': `Niveau ${LOYALTY_LEVELS.diamond.name}`,
};

/** Whether a text is one of {@link CAMPAIGN_SEGMENTS}. */
export function isCampaignSegment(value: string): value is CampaignSegment {
  return (CAMPAIGN_SEGMENTS as readonly string[]).includes(value);
}

/** The level a 'level:…' segment targets, or undefined for the other segments. */
export function levelOfCampaignSegment(segment: CampaignSegment): LoyaltyLevelKey | undefined {
  return segment.startsWith('level:') ? (segment.slice('level:'.length) as LoyaltyLevelKey) : undefined;
}
