import { z } from 'zod';
import { MESSAGES } from '@app/domain';

/** Review page inputs (customer-flows §5 "Review"): rating 1 to 5, trimmed comment of at least 5 characters. */
const link = z.string(MESSAGES.review.reservationNotFound).trim().min(1, MESSAGES.review.reservationNotFound);

export const ReviewLinkInputSchema = z.object({ restaurantId: link, reservationId: link });

export const SubmitReviewInputSchema = ReviewLinkInputSchema.extend({
  rating: z.number(MESSAGES.review.ratingRequired).int(MESSAGES.review.ratingRequired).min(1, MESSAGES.review.ratingRequired).max(5, MESSAGES.review.ratingRequired),
  // No maximum is shown to the user (counter 'x / 500'); the bound only keeps documents small.
  comment: z.string(MESSAGES.review.commentTooShort).trim().min(5, MESSAGES.review.commentTooShort).max(5000),
});
