import type { DocSnapshot, DocStore, WhereClause } from '@app/data';

/**
 * Every document of a collection (optionally filtered by equality), page by page in document-id order, so that
 * memory stays bounded by one page whatever the collection's size.
 */
export async function* pageThrough(
  store: DocStore,
  collection: string,
  { where = [], pageSize = 500 }: { where?: WhereClause[]; pageSize?: number } = {},
): AsyncGenerator<DocSnapshot[]> {
  let after: string | undefined;
  for (;;) {
    const { docs } = await store.query({
      collection,
      where,
      limit: pageSize,
      ...(after === undefined ? {} : { startAfter: [after] }),
    });
    if (docs.length > 0) yield docs;
    if (docs.length < pageSize) return;
    after = docs[docs.length - 1]?.id;
  }
}

/** Where clauses limiting a scan to some restaurants: one pass per restaurant, or one unfiltered pass. */
export function restaurantFilters(restaurantIds: readonly string[] | undefined): WhereClause[][] {
  if (!restaurantIds) return [[]];
  return restaurantIds.map((id) => [{ field: 'restaurantId', op: '==' as const, value: id }]);
}
