/**
 * The 10 customers with the most points, best first; ties keep the customer with more reservations
 * first, then the input order. Rank icons for the first three are the screen's concern.
 */
export function rankTopCustomers<T extends { loyaltyPoints?: number; totalReservations?: number }>({
  customers,
  limit = 10,
}: {
  customers: readonly T[];
  limit?: number;
}): T[] {
  return customers
    .map((customer, index) => ({ customer, index }))
    .sort(
      (a, b) =>
        (b.customer.loyaltyPoints ?? 0) - (a.customer.loyaltyPoints ?? 0) ||
        (b.customer.totalReservations ?? 0) - (a.customer.totalReservations ?? 0) ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map(({ customer }) => customer);
}

/** Rank shown in the top-10 list: medals for the first three, then '#n'. */
export function formatRank({ rank }: { rank: number }): string {
  return ['🥇', '🥈', '🥉'][rank - 1] ?? `#${rank}`;
}
