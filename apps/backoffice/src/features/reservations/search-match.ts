import { RESERVATION_SEARCH_MIN_LENGTH, normalizeSearchText, searchReservations } from '@app/domain';
import type { ReservationView } from './day-model';

/**
 * The matcher of a search text (the domain's reservation search: name or phone, from 3 characters), or null
 * when the text is too short to filter. Built once per debounced text, then asked once per row.
 */
export function searchMatcher(
  views: readonly ReservationView[],
  text: string,
): ((view: ReservationView) => boolean) | null {
  if (normalizeSearchText({ text }).length < RESERVATION_SEARCH_MIN_LENGTH) return null;
  const hits = new Set(searchReservations({ reservations: views.map((v) => v.reservation), query: text }));
  return (view) => hits.has(view.reservation);
}
