function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The venues where a customer is known: the keys of their `restaurantStats` and the ids of `restaurantIds`, once
 * each, in that order (ids that could not name a document are left out).
 * @example listKnownVenueIds({ customer: { restaurantStats: { r1: {} }, restaurantIds: ['r1', 'r2'] } }) // ['r1', 'r2']
 */
export function listKnownVenueIds({
  customer,
}: {
  customer: { restaurantStats?: unknown; restaurantIds?: unknown };
}): string[] {
  const stats = isRecord(customer.restaurantStats) ? Object.keys(customer.restaurantStats) : [];
  const listed = Array.isArray(customer.restaurantIds) ? customer.restaurantIds : [];
  const ids = [...stats, ...listed].filter(
    (id): id is string => typeof id === 'string' && id.trim() !== '' && !id.includes('/'),
  );
  return [...new Set(ids)];
}
