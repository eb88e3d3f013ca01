import { splitFullName } from '../customers/customer-name';
import { computeLoyaltyLevel } from '../loyalty/compute-loyalty-level';
import type { LoyaltyLevelThresholds } from '../loyalty/loyalty-config-schema';
import type { CampaignAudienceMember } from './campaign-audience-member';

/** A recipient's own placeholder values: [Prénom], [Nom du client], [Niveau de fidélité]. */
export interface CampaignRecipientValues {
  firstName: string;
  customerName: string;
  loyaltyLevel: string;
}

/**
 * The placeholder values of one recipient, from the restaurant's view only: first name (else the first word of
 * the full name), full name (else first and last names), and the level name of the points at that restaurant under
 * its thresholds. The composer's preview and the sent mails use the same values.
 * @example campaignRecipientValues({ member: { name: 'Marie Curie', points: 120 }, levels: DEFAULT_LOYALTY_CONFIG.levels }) // { firstName: 'Marie', customerName: 'Marie Curie', loyaltyLevel: 'Bronze' }
 */
export function campaignRecipientValues({
  member,
  levels,
}: {
  member: CampaignAudienceMember;
  levels: LoyaltyLevelThresholds;
}): CampaignRecipientValues {
  const joined = [member.firstName ?? '', member.lastName ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const customerName = (member.name ?? '').trim() || joined;
  const firstName = (member.firstName ?? '').trim() || splitFullName({ name: customerName }).firstName;
  return {
    firstName,
    customerName,
    loyaltyLevel: computeLoyaltyLevel({ points: member.points ?? 0, levels }).name,
  };
}
