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
