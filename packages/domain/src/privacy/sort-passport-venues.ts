import type { PassportVenue } from './my-passport';

/** The passport's venues, most recently used first, then by name. */
export function sortPassportVenues(venues: readonly PassportVenue[]): PassportVenue[] {
  return [...venues].sort(
    (a, b) =>
      (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? '') ||
      a.restaurantName.localeCompare(b.restaurantName, 'fr'),
  );
}
