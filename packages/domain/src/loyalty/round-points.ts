/**
 * Rounds a points value to one decimal, the precision every screen shows.
 * Float noise is cut (12 significant digits) before rounding, so 0.1 + 0.2 gives 0.3 and 1.45 gives 1.5.
 */
export function roundPoints({ points }: { points: number }): number {
  if (!Number.isFinite(points)) return 0;
  // `|| 0`: never -0 (« -0,0 » on a screen, and a different value for Object.is).
  return Math.round(Number((points * 10).toPrecision(12))) / 10 || 0;
}

/**
 * Applies a signed change to a balance, to one decimal. A penalty (`floorAtZero`, the default: a cancellation, a
 * no-show) takes at most what the balance holds above 0: it never takes a balance below 0, nor one already below
 * it further down. Taking back points that were credited (`floorAtZero: false`: a completion undone, a bill
 * lowered) is exact, so the balance may go below 0 when those points were spent meanwhile (issue 49).
 * @example applyPointsDelta({ balance: 3, delta: -5 }) // 0
 * @example applyPointsDelta({ balance: 3, delta: -5, floorAtZero: false }) // -2
 */
export function applyPointsDelta({
  balance,
  delta,
  floorAtZero = true,
}: {
  balance: number;
  delta: number;
  floorAtZero?: boolean;
}): number {
  const from = roundPoints({ points: balance });
  const sum = roundPoints({ points: from + roundPoints({ points: delta }) });
  if (!floorAtZero || delta >= 0 || sum >= 0) return sum;
  return Math.min(from, 0);
}
