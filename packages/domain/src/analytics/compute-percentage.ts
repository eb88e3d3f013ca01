/**
 * Share of `part` in `total` as a percentage with one decimal; 0 when there is nothing to divide
 * (an empty restaurant shows 0 % rather than NaN).
 */
export function computePercentage({ part, total }: { part: number; total: number }): number {
  if (!(total > 0)) return 0;
  return Math.round((part / total) * 1000) / 10;
}
