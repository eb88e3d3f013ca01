/**
 * Formats a loyalty balance the way every screen shows it: one decimal, never below zero.
 * @example formatPoints({ points: 12.345 }) // "12,3"
 */
export function formatPoints({ points }: { points: number }): string {
  const safe = Math.max(0, Number.isFinite(points) ? points : 0);
  return (Math.round(safe * 10) / 10).toLocaleString('fr-FR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
