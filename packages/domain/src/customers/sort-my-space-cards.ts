/**
 * Orders the customer space's cards: highest balance first, then by venue name (French collation), so the
 * venue the customer is most loyal to leads. Returns a new array.
 */
export function sortMySpaceCards<T extends { points: number; restaurantName: string }>({
  cards,
}: {
  cards: readonly T[];
}): T[] {
  return [...cards].sort(
    (a, b) => b.points - a.points || a.restaurantName.localeCompare(b.restaurantName, 'fr'),
  );
}
