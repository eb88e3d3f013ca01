import { isRefusal, type RefusalCandidate } from './is-refusal';

/** Fixed base the home tab divides cancellations by (staff-operations: 'a fixed base of 50'). */
export const HOME_CANCELLATION_BASE = 50;

/**
 * Figures of the home tab 'Annulées' over recent CANCELLED reservations: count, covers lost and the
 * cancellation rate against the fixed base of 50, in whole percent capped at 100. Refused requests are not
 * cancellations: they are left out of those figures and counted apart ('Refusées').
 */
export function computeHomeCancellationStats({
  cancellations,
}: {
  cancellations: readonly (RefusalCandidate & { partySize: number })[];
}): {
  count: number;
  coversLost: number;
  cancellationRate: number;
  refusedCount: number;
} {
  const cancelled = cancellations.filter((r) => !isRefusal(r));
  const count = cancelled.length;
  const coversLost = cancelled.reduce(
    (sum, r) => sum + (Number.isFinite(r.partySize) ? Math.max(0, r.partySize) : 0),
    0,
  );
  return {
    count,
    coversLost,
    cancellationRate: Math.min(100, Math.round((count / HOME_CANCELLATION_BASE) * 100)),
    refusedCount: cancellations.length - count,
  };
}
