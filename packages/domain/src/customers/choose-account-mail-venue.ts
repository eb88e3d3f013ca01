import { listKnownVenueIds } from './list-known-venue-ids';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The last visit a venue's stats record (an ISO date or date-time), '' when none. */
function lastVisitAt(stats: Record<string, unknown>, venueId: string): string {
  const entry = stats[venueId];
  const last = isRecord(entry) ? entry.lastVisit : undefined;
  return typeof last === 'string' ? last : '';
}

/**
 * The venue an account mail (a sign-in code asked from the customer space, the account-deletion code) comes from
 * when no venue's page asked for it (issue 48, defect 20): every mail a diner receives comes from a venue. The
 * venue of the diner's latest visit; without any visit, the first venue that knew them (their `restaurantIds`
 * keep the order they were met in, so the one where they signed up). Undefined for a customer no venue knows:
 * the product's name then signs the mail.
 * @example chooseAccountMailVenue({ customer: { restaurantIds: ['r1', 'r2'], restaurantStats: { r2: { lastVisit: '2026-05-01' } } } }) // 'r2'
 */
export function chooseAccountMailVenue({
  customer,
}: {
  customer: { restaurantStats?: unknown; restaurantIds?: unknown };
}): string | undefined {
  const known = listKnownVenueIds({ customer });
  const stats = isRecord(customer.restaurantStats) ? customer.restaurantStats : {};
  const listed = Array.isArray(customer.restaurantIds) ? customer.restaurantIds : [];
  let best: { id: string; last: string } | undefined;
  for (const id of known) {
    const last = lastVisitAt(stats, id);
    if (last && (!best || last > best.last)) best = { id, last };
  }
  if (best) return best.id;
  const firstListed = listed.find((id): id is string => typeof id === 'string' && known.includes(id));
  return firstListed ?? known[0];
}
