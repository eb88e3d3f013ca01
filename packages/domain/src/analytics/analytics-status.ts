/** The analytics status scale of the spec, highest first: VIP 2000, Platinum 1000, Gold 500, Silver 250, Bronze 100. */
export const ANALYTICS_STATUS_THRESHOLDS = [
  { key: 'vip', min: 2000 },
  { key: 'platinum', min: 1000 },
  { key: 'gold', min: 500 },
  { key: 'silver', min: 250 },
  { key: 'bronze', min: 100 },
] as const;

/** One status of the analytics scale; 'new' (Nouveau) below 100 points. */
export type AnalyticsStatus = (typeof ANALYTICS_STATUS_THRESHOLDS)[number]['key'] | 'new';

/** The statuses, VIP first, Nouveau last. */
export const ANALYTICS_STATUS_KEYS: readonly AnalyticsStatus[] = [
  ...ANALYTICS_STATUS_THRESHOLDS.map((level) => level.key),
  'new',
];

/**
 * Status of a balance on the analytics scale.
 * @example computeAnalyticsStatus({ points: 999 }) // 'gold'
 */
export function computeAnalyticsStatus({ points }: { points: number }): AnalyticsStatus {
  const safe = Number.isFinite(points) ? points : 0;
  return ANALYTICS_STATUS_THRESHOLDS.find((level) => safe >= level.min)?.key ?? 'new';
}

/**
 * Counts per band from counts "at least": given the total and how many reach each threshold, how many fall in
 * each band [t_i, t_{i+1}) and below the lowest. Thresholds in any order; the answer follows their order, then
 * the band below the lowest under the key `below`.
 * @example splitThresholdCounts({ total: 10, atLeast: { 100: 4, 500: 1 } }) // { 100: 3, 500: 1, below: 6 }
 */
export function splitThresholdCounts({
  total,
  atLeast,
}: {
  total: number;
  atLeast: Record<number, number>;
}): Record<number | 'below', number> {
  const thresholds = Object.keys(atLeast)
    .map(Number)
    .sort((a, b) => a - b);
  const out: Record<number | 'below', number> = { below: 0 };
  thresholds.forEach((threshold, i) => {
    const next = thresholds[i + 1];
    const above = next === undefined ? 0 : (atLeast[next] ?? 0);
    out[threshold] = Math.max(0, (atLeast[threshold] ?? 0) - above);
  });
  const lowest = thresholds[0];
  out.below = Math.max(0, total - (lowest === undefined ? 0 : (atLeast[lowest] ?? 0)));
  return out;
}
