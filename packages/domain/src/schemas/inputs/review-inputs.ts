import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { requiredId } from './form-checks';
import { MAX_REVIEW_COMMENT_LENGTH, MIN_REVIEW_COMMENT_LENGTH } from './review-comment-limits';

export {
  MAX_REVIEW_COMMENT_LENGTH,
  MIN_REVIEW_COMMENT_LENGTH,
  REVIEW_COMMENT_COUNTER_MAX,
} from './review-comment-limits';
import { safeString } from '../safe-string';
import { REVIEW_FILTERS } from '../../reviews/search-reviews';

const r = MESSAGES.review;

/** `getReviewContext`: what the review page needs for `/review/{restaurantId}/{reservationId}`. */
export const GetReviewContextInputSchema = z.object({
  restaurantId: requiredId(r.reservationNotFound),
  reservationId: requiredId(r.reservationNotFound),
  /**
   * The declared visit a walk-in link stands for: `/review/{restaurantId}/walkin?visit={id}` (the thank-you
   * mail of a tablet visit). Only read when `reservationId` is 'walkin'.
   */
  visitId: requiredId(r.reservationNotFound).optional(),
});

/** `submitReview`: a rating 1 to 5 ('Veuillez sélectionner une note'), a trimmed comment of 5 characters or more. */
export const SubmitReviewInputSchema = z.object({
  restaurantId: requiredId(r.reservationNotFound),
  reservationId: requiredId(r.reservationNotFound),
  rating: z.number(r.ratingRequired).int(r.ratingRequired).min(1, r.ratingRequired).max(5, r.ratingRequired),
  comment: safeString(r.commentTooShort)
    .trim()
    .min(MIN_REVIEW_COMMENT_LENGTH, r.commentTooShort)
    .max(MAX_REVIEW_COMMENT_LENGTH, r.commentTooLong),
  /** See {@link GetReviewContextInputSchema}: the declared visit of a walk-in link. */
  visitId: requiredId(r.reservationNotFound).optional(),
});
/** {@link SubmitReviewInputSchema} output type. */
export type SubmitReviewInput = z.output<typeof SubmitReviewInputSchema>;

/** Reviews per page of the staff list (administration §2): more on scroll or « Charger 20 avis de plus ». */
export const REVIEWS_PAGE_SIZE = 20;
/** Longest response of the restaurant to a review. */
export const MAX_REVIEW_RESPONSE_LENGTH = 1000;
/** Longest reviews search. */
export const MAX_REVIEW_SEARCH_LENGTH = 100;

const invalid = MESSAGES.generic.invalidInput;

/**
 * Where the next page starts: the last review's `createdAt` and id, as the server gave it (`nextCursor`).
 * Opaque to the screen; checked here so a forged cursor is refused rather than queried.
 */
export const ReviewsCursorSchema = safeString(invalid)
  .max(200, invalid)
  .regex(/^\d{4}-\d{2}-\d{2}T[0-9:.]+(Z|[+-]\d{2}:\d{2})\|[^/|]{1,128}$/, invalid);

/** `listReviews`: a page of the selected restaurant's reviews in a tab, optionally searched, and its statistics. */
export const ListReviewsInputSchema = z.object({
  restaurantId: requiredId(invalid),
  tab: z.enum(REVIEW_FILTERS, invalid).default('all'),
  search: safeString(invalid).trim().max(MAX_REVIEW_SEARCH_LENGTH, r.searchTooLong).default(''),
  cursor: ReviewsCursorSchema.optional(),
});
/** {@link ListReviewsInputSchema} input type (what the screen sends). */
export type ListReviewsInput = z.input<typeof ListReviewsInputSchema>;

/** `respondToReview`: the restaurant's response, trimmed, 1 to 1000 characters. */
export const RespondToReviewInputSchema = z.object({
  restaurantId: requiredId(invalid),
  reviewId: requiredId(r.reviewNotFound),
  response: safeString(r.responseRequired)
    .trim()
    .min(1, r.responseRequired)
    .max(MAX_REVIEW_RESPONSE_LENGTH, r.responseTooLong),
});
/** {@link RespondToReviewInputSchema} output type. */
export type RespondToReviewInput = z.output<typeof RespondToReviewInputSchema>;
