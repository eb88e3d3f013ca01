import { computeLoyaltyLevelKey, LOYALTY_LEVEL_KEYS, LOYALTY_LEVELS, type LoyaltyLevelKey } from '../loyalty';
import type { LoyaltyLevelThresholds } from '../loyalty';

/**
 * Customers per loyalty level under the restaurant's thresholds (the same scale as badges and cards),
 * every level listed from Nouveau to Ultra VIP, for the doughnut and the "customers by status" block.
 */
export function computeLoyaltyDistribution({
  customers,
  levels,
}: {
  customers: readonly { loyaltyPoints?: number }[];
  levels: LoyaltyLevelThresholds;
}): { key: LoyaltyLevelKey; status: string; count: number }[] {
  const counts = new Map<LoyaltyLevelKey, number>(LOYALTY_LEVEL_KEYS.map((key) => [key, 0]));
  for (const customer of customers) {
    const key = computeLoyaltyLevelKey({ points: customer.loyaltyPoints ?? 0, levels });
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return LOYALTY_LEVEL_KEYS.map((key) => ({
    key,
    status: LOYALTY_LEVELS[key].name,
    count: counts.get(key) ?? 0,
  }));
}

/**
 * Loyalty rate of the analytics card: share of customers holding points (one decimal, %).
 * A customer with 0 point never came back through the loyalty programme.
 */
export function computeLoyaltyRate({
  customers,
}: {
  customers: readonly { loyaltyPoints?: number }[];
}): number {
  if (customers.length === 0) return 0;
  const loyal = customers.filter((customer) => (customer.loyaltyPoints ?? 0) > 0).length;
  return Math.round((loyal / customers.length) * 1000) / 10;
}
