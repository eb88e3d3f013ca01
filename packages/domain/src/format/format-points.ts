/**
 * Formats a loyalty balance the way every screen shows it: one decimal, French separators, with its sign when it
 * is below 0 (points taken back after they were spent, issue 49: « -3,5 »).
 * @example formatPoints({ points: 12.345 }) // "12,3"
 */
export function formatPoints({ points }: { points: number }): string {
  const safe = Number.isFinite(points) ? points : 0;
  // `|| 0`: a balance rounding to zero is « 0,0 », never « -0,0 ».
  return (Math.round(safe * 10) / 10 || 0).toLocaleString('fr-FR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
