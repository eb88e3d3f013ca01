/**
 * Change of a figure against the previous period, in % one decimal ((now - before) / before); null when the
 * previous value is 0 (no base to compare with).
 * @example computeTrend({ current: 150, previous: 120 }) // 25
 */
export function computeTrend({ current, previous }: { current: number; previous: number }): number | null {
  if (!(previous !== 0) || !Number.isFinite(previous) || !Number.isFinite(current)) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
