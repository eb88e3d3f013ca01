/** Fixed base the home tab divides cancellations by (staff-operations: 'a fixed base of 50'). */
export const HOME_CANCELLATION_BASE = 50;

/**
 * Figures of the home tab 'Annulées' over recent cancellations: count, covers lost and the cancellation
 * rate against the fixed base of 50, in whole percent capped at 100.
 */
export function computeHomeCancellationStats({
  cancellations,
}: {
  cancellations: readonly { partySize: number }[];
}): {
  count: number;
  coversLost: number;
  cancellationRate: number;
} {
  const count = cancellations.length;
  const coversLost = cancellations.reduce(
    (sum, r) => sum + (Number.isFinite(r.partySize) ? Math.max(0, r.partySize) : 0),
    0,
  );
  return {
    count,
    coversLost,
    cancellationRate: Math.min(100, Math.round((count / HOME_CANCELLATION_BASE) * 100)),
  };
}
