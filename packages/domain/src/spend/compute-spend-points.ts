/**
 * Points a bill earns: `pointsPerEuroSpent` per euro, rounded down to one decimal (86,50 € × 0,1 = 8,6 points), the
 * precision points are shown with; nothing for an amount at or below 0.
 * @example computeSpendPoints({ amountEuros: 86.5, pointsPerEuroSpent: 0.1 }) // 8.6
 */
export function computeSpendPoints({
  amountEuros,
  pointsPerEuroSpent,
}: {
  amountEuros: number;
  pointsPerEuroSpent: number;
}): number {
  if (!Number.isFinite(amountEuros) || amountEuros <= 0 || !Number.isFinite(pointsPerEuroSpent)) return 0;
  // Rounded to micro-tenths first: 70 × 0.1 is 7.000000000000001 and 0.7 × 10 is 6.999999999999999 in floats.
  const tenths = Math.round(amountEuros * pointsPerEuroSpent * 1e7) / 1e6;
  return Math.max(0, Math.floor(tenths) / 10);
}
