import { isCancellation } from './is-refusal';

/** The part of a reservation the detail page's history statistics read. */
export interface HistoryReservation {
  status: string;
  /** Present on a refused request, which is not counted as a cancellation. */
  refusal?: unknown;
  partySize: number;
  date: string;
  createdAt?: string;
}

/** Statistics of the detail page's history tab. */
export interface CustomerHistoryStats {
  total: number;
  /** Cancelled share in whole percent; refused requests are not cancellations. */
  cancellationRate: number;
  /** Average party size with one decimal. */
  averagePartySize: number;
  /** Days since the first reservation divided by 30, rounded up. */
  monthsAsCustomer: number;
}

/**
 * Statistics of the Historique tab of the reservation detail page over the customer's reservations at
 * the restaurant (matched on e-mail by the caller): total, cancellation rate, average party size and
 * months as a customer counted from the earliest reservation (its creation, else its date).
 */
export function computeCustomerHistoryStats({
  reservations,
  now,
}: {
  reservations: readonly HistoryReservation[];
  now: Date;
}): CustomerHistoryStats {
  const total = reservations.length;
  if (total === 0) return { total: 0, cancellationRate: 0, averagePartySize: 0, monthsAsCustomer: 0 };
  const cancelled = reservations.filter(isCancellation).length;
  const covers = reservations.reduce((sum, r) => sum + (Number.isFinite(r.partySize) ? r.partySize : 0), 0);
  const starts = reservations
    .map((r) => Date.parse(r.createdAt ?? `${r.date}T00:00:00Z`))
    .filter((time) => !Number.isNaN(time));
  const first = starts.length > 0 ? Math.min(...starts) : now.getTime();
  const days = Math.max(0, now.getTime() - first) / 86_400_000;
  return {
    total,
    cancellationRate: Math.round((cancelled / total) * 100),
    averagePartySize: Math.round((covers / total) * 10) / 10,
    monthsAsCustomer: Math.ceil(days / 30),
  };
}
