import { compactPhone, normalizeSearchText } from './normalize-search-text';
import { unspacedNameForms } from './unspaced-name-forms';

/** Minimum length of a reservation search (shorter queries show the whole day). */
export const RESERVATION_SEARCH_MIN_LENGTH = 3;

/** The part of a reservation the day screen searches. */
export interface SearchableReservation {
  customerName?: string;
  customerFirstName?: string | undefined;
  customerLastName?: string | undefined;
  customerPhone?: string;
}

/** The name texts a query is looked for in: the full name, and '李小龍' for '小龍' '李'. */
function namesOf(reservation: SearchableReservation): string[] {
  return [
    reservation.customerName ?? '',
    ...unspacedNameForms({
      firstName: reservation.customerFirstName,
      lastName: reservation.customerLastName,
    }),
  ].map((text) => normalizeSearchText({ text }));
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
      namesOf(reservation).some((name) => name.includes(q)) ||
      (compactQuery !== '' && compactPhone({ text: reservation.customerPhone ?? '' }).includes(compactQuery)),
  );
}
