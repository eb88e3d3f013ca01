import type { Entity } from '@app/data';
import {
  CUSTOMER_FILE_TEXTS,
  computeLoyaltyLevel,
  formatPhoneNumber,
  type LoyaltyLevelKey,
  type LoyaltyLevelThresholds,
  type RestaurantCustomer,
} from '@app/domain';

/** The name a card shows: the stored full name, else first and last name, else 'Client'. */
export function customerDisplayName(customer: RestaurantCustomer): string {
  const full = customer.name.trim() || `${customer.firstName} ${customer.lastName}`.trim();
  return full || 'Client';
}

/** E-mail, else the phone as French screens show it ('06 12 34 56 78'), else 'Pas de contact'. */
export function customerContact(customer: RestaurantCustomer): string {
  if (customer.email.trim()) return customer.email.trim();
  if (customer.phone.trim()) return formatPhoneNumber({ phone: customer.phone });
  return CUSTOMER_FILE_TEXTS.noContact;
}

/** Points with one decimal, as in French ('12,5', '150,0'). */
export function formatCustomerPoints(points: number): string {
  return points.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The last visit as a French date ('20/11/2026'), or « Jamais venu ». */
export function formatLastVisit(lastVisit: string | null | undefined): string {
  if (!lastVisit) return CUSTOMER_FILE_TEXTS.neverVisited;
  return new Date(`${lastVisit}T00:00:00Z`).toLocaleDateString('fr-FR', { timeZone: 'UTC' });
}

/** The tier badge: the level's key (its drawn mark) and name under the restaurant's thresholds ('Bronze'). */
export function customerTier(
  customer: Entity<RestaurantCustomer>,
  levels: LoyaltyLevelThresholds,
): { key: LoyaltyLevelKey; name: string } {
  const level = computeLoyaltyLevel({ points: customer.points, levels });
  return { key: level.key, name: level.name };
}
