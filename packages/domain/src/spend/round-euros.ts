/**
 * Rounds euros to the cent, cutting float noise (0.1 + 0.2 is 0.30000000000000004 in floats).
 * @example roundEuros({ amount: 0.1 + 0.2 }) // 0.3
 */
export function roundEuros({ amount }: { amount: number }): number {
  if (!Number.isFinite(amount)) return 0;
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}
