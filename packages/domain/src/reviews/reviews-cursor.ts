/** Where a page of reviews ends: the last review's creation instant and id (the list's order, newest first). */
export interface ReviewsCursor {
  createdAt: string;
  id: string;
}

/** The opaque `nextCursor` the screen sends back for the next page ('2026-11-22T10:00:00.000Z|rev-1'). */
export function encodeReviewsCursor({ createdAt, id }: ReviewsCursor): string {
  return `${createdAt}|${id}`;
}

/** The cursor of a `nextCursor` checked by ReviewsCursorSchema; null when it has no separator. */
export function decodeReviewsCursor({ cursor }: { cursor: string }): ReviewsCursor | null {
  const at = cursor.indexOf('|');
  if (at <= 0 || at === cursor.length - 1) return null;
  return { createdAt: cursor.slice(0, at), id: cursor.slice(at + 1) };
}
