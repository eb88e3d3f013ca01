import { compactPhone, normalizeSearchText } from './normalize-search-text';

/** Minimum length of a reservation search (shorter queries show the whole day). */
export const RESERVATION_SEARCH_MIN_LENGTH = 3;

/** The part of a reservation the day screen searches. */
export interface SearchableReservation {
  customerName?: string;
  customerPhone?: string;
}

/** Reservations whose customer name or phone contains the query (3 characters or more), in their order. */
export function searchReservations<T extends SearchableReservation>({
  reservations,
  query,
}: {
  reservations: readonly T[];
  query: string;
}): T[] {
  const q = normalizeSearchText({ text: query });
  if (q.length < RESERVATION_SEARCH_MIN_LENGTH) return [...reservations];
  const compactQuery = compactPhone({ text: q });
  return reservations.filter(
    (reservation) =>
      normalizeSearchText({ text: reservation.customerName ?? '' }).includes(q) ||
      (compactQuery !== '' && compactPhone({ text: reservation.customerPhone ?? '' }).includes(compactQuery)),
  );
}
