import { MAX_REVIEW_COMMENT_LENGTH, MESSAGES, MIN_REVIEW_COMMENT_LENGTH, truncateText } from '@app/domain';

/** The rules of the form (customer-flows §5, the server's SubmitReviewInputSchema): a note, 5 to 500 characters. */
export function reviewBlockers({ rating, comment }: { rating: number | null; comment: string }): string[] {
  const reasons: string[] = [];
  if (rating === null) reasons.push(MESSAGES.review.ratingRequired);
  if (comment.trim().length < MIN_REVIEW_COMMENT_LENGTH) reasons.push(MESSAGES.review.commentTooShort);
  else if (comment.trim().length > MAX_REVIEW_COMMENT_LENGTH) reasons.push(MESSAGES.review.commentTooLong);
  return reasons;
}

/**
 * The comment as typed, never past the 500 characters the server accepts (a paste is cut there too, never in the
 * middle of an emoji).
 */
export function clampComment(text: string): string {
  return truncateText({ text, max: MAX_REVIEW_COMMENT_LENGTH });
}
