import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { requiredId } from './form-checks';

const r = MESSAGES.review;

/** Minimum length of a trimmed review comment; the counter shows 500 but the product enforces no maximum. */
export const MIN_REVIEW_COMMENT_LENGTH = 5;
/** Length shown by the comment counter ('x / 500'). */
export const REVIEW_COMMENT_COUNTER_MAX = 500;

/** `getReviewContext`: what the review page needs for `/review/{restaurantId}/{reservationId}`. */
export const GetReviewContextInputSchema = z.object({
  restaurantId: requiredId(r.reservationNotFound),
  reservationId: requiredId(r.reservationNotFound),
});

/** `submitReview`: a rating 1 to 5 ('Veuillez sélectionner une note'), a trimmed comment of 5 characters or more. */
export const SubmitReviewInputSchema = z.object({
  restaurantId: requiredId(r.reservationNotFound),
  reservationId: requiredId(r.reservationNotFound),
  rating: z.number(r.ratingRequired).int(r.ratingRequired).min(1, r.ratingRequired).max(5, r.ratingRequired),
  comment: z.string(r.commentTooShort).trim().min(MIN_REVIEW_COMMENT_LENGTH, r.commentTooShort),
  /** Tracking id of the e-mail link: identifies the customer of a walk-in review ('walkin'). */
  trackingId: z.string().optional(),
});
/** {@link SubmitReviewInputSchema} output type. */
export type SubmitReviewInput = z.output<typeof SubmitReviewInputSchema>;
