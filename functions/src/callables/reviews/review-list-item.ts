import type { Entity } from '@app/data';
import type { Review, ReviewListItem } from '@app/domain';

/** A review as the staff list receives it: the document without its search tokens (up to 400 strings). */
export function toReviewListItem(review: Entity<Review>): ReviewListItem {
  const { searchTokens: _tokens, ...item } = review;
  return item;
}
