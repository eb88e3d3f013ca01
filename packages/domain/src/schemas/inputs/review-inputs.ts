import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { requiredId } from './form-checks';

const r = MESSAGES.review;

/** Minimum length of a trimmed review comment. */
export const MIN_REVIEW_COMMENT_LENGTH = 5;
/** Length shown by the comment counter ('x / 500'). */
export const REVIEW_COMMENT_COUNTER_MAX = 500;
/** Longest comment accepted: the counter's 500 (issue 17: 'at most 500 enforced'). */
export const MAX_REVIEW_COMMENT_LENGTH = REVIEW_COMMENT_COUNTER_MAX;

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
  comment: z
    .string(r.commentTooShort)
    .trim()
    .min(MIN_REVIEW_COMMENT_LENGTH, r.commentTooShort)
    .max(MAX_REVIEW_COMMENT_LENGTH, r.commentTooLong),
  /** See {@link GetReviewContextInputSchema}: the declared visit of a walk-in link. */
  visitId: requiredId(r.reservationNotFound).optional(),
});
/** {@link SubmitReviewInputSchema} output type. */
export type SubmitReviewInput = z.output<typeof SubmitReviewInputSchema>;
