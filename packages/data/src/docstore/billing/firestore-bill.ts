import type { BilledOps } from './billing-store';

/**
 * Firestore Standard edition list prices for a regional database, per 100 000 operations beyond the free quota,
 * in US dollars as Google lists them (cloud.google.com/firestore/pricing, « Pricing by location »), read
 * 2026-12-04: document reads 0,03 $, writes 0,09 $, deletes 0,01 $ (europe-west1, Belgium, bills at the regional
 * rate). Euros at EUR_PER_USD (the bench's stated rate, not Google's EUR SKU, which the console shows per
 * billing account). The free quota (50 000 reads, 20 000 writes and deletes a day) is per project, shared by
 * every venue, so a venue's share is billed from the first operation.
 */
export interface FirestorePrices {
  readsPer100k: number;
  writesPer100k: number;
  deletesPer100k: number;
  currency: 'USD';
  readOn: string;
}

export const FIRESTORE_EUROPE_WEST1: FirestorePrices = {
  readsPer100k: 0.03,
  writesPer100k: 0.09,
  deletesPer100k: 0.01,
  currency: 'USD',
  readOn: '2026-12-04',
};

export const EUR_PER_USD = 0.86;

/** What `ops` cost in euros at the europe-west1 list prices. */
export function eurosOf(
  ops: BilledOps,
  prices: FirestorePrices = FIRESTORE_EUROPE_WEST1,
  eurPerUsd = EUR_PER_USD,
): number {
  const usd =
    (ops.reads * prices.readsPer100k +
      ops.writes * prices.writesPer100k +
      ops.deletes * prices.deletesPer100k) /
    100_000;
  return usd * eurPerUsd;
}

/** `ops` counted over `covers` scaled to `target` covers (per 1 000 covers, per a venue's month). */
export function scaleOps(ops: BilledOps, covers: number, target: number): BilledOps {
  const k = covers === 0 ? 0 : target / covers;
  return { reads: ops.reads * k, writes: ops.writes * k, deletes: ops.deletes * k };
}
