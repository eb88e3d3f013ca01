/**
 * Rounds a points value to one decimal, the precision every screen shows.
 * Float noise is cut (12 significant digits) before rounding, so 0.1 + 0.2 gives 0.3 and 1.45 gives 1.5.
 */
export function roundPoints({ points }: { points: number }): number {
  if (!Number.isFinite(points)) return 0;
  return Math.round(Number((points * 10).toPrecision(12))) / 10;
}

/**
 * Applies a signed change to a balance: one decimal, never below 0 (ARCHITECTURE §4).
 * @example applyPointsDelta({ balance: 3, delta: -5 }) // 0
 */
export function applyPointsDelta({ balance, delta }: { balance: number; delta: number }): number {
  return Math.max(
    0,
    roundPoints({ points: roundPoints({ points: balance }) + roundPoints({ points: delta }) }),
  );
}
