/** How many reservations and visits the customer space lists (customer-flows §9). */
export const MY_SPACE_RECENT_LIMIT = 10;

/**
 * The customer space's most recent reservations and visits: active and archived merged (a reservation found in
 * both, while it is being archived, counts once, the active copy winning), newest first (date, then time,
 * descending), at most `limit`.
 */
export function selectRecentReservations<T extends { id: string; date: string; time: string }>({
  active,
  archived,
  limit = MY_SPACE_RECENT_LIMIT,
}: {
  active: readonly T[];
  archived: readonly T[];
  limit?: number;
}): T[] {
  const byId = new Map<string, T>();
  for (const item of [...archived, ...active]) byId.set(item.id, item);
  return [...byId.values()].sort(newestFirst).slice(0, Math.max(0, limit));
}

/** Date then time descending ('YYYY-MM-DD' and 'HH:MM' sort as text); the id breaks ties so the order is stable. */
function newestFirst(a: { id: string; date: string; time: string }, b: typeof a): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.time !== b.time) return a.time < b.time ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
