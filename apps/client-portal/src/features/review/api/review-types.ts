// zod's tree-shakable build, as on the booking route: the review page is opened from a mail on a phone.
import * as z from 'zod/mini';

/** The visit a review link stands for, as `getReviewContext` describes it. */
export const ReviewVisitSchema = z.object({
  restaurantName: z._default(z.string(), ''),
  customerName: z._default(z.string(), ''),
  /** 'YYYY-MM-DD' (may be empty on an old walk-in record). */
  date: z._default(z.string(), ''),
  time: z._default(z.string(), ''),
  partySize: z._default(z.number(), 1),
});
export type ReviewVisit = z.infer<typeof ReviewVisitSchema>;

/** Answer of `getReviewContext`: the link is invalid, or the visit with whether it can (still) be reviewed. */
export const ReviewContextSchema = z.union([
  z.object({ state: z.literal('invalid') }),
  z.object({
    state: z.enum(['form', 'already_reviewed']),
    /** False while the visit is not honoured yet (the server accepts COMPLETED and VISIT_DECLARED only). */
    canReview: z._default(z.boolean(), true),
    /** The restaurant's own review points (its loyalty configuration). */
    pointsPerReview: z._default(z.number(), 5),
    reservation: ReviewVisitSchema,
  }),
]);
export type ReviewContext = z.infer<typeof ReviewContextSchema>;
export type ReviewableContext = Exclude<ReviewContext, { state: 'invalid' }>;

/** Answer of `submitReview`. `totalPoints` is null when no loyalty file could be linked to the visit. */
export const SubmitReviewResultSchema = z.object({
  ok: z.boolean(),
  pointsEarned: z._default(z.number(), 0),
  totalPoints: z._default(z.nullable(z.number()), null),
});
export type SubmitReviewResult = z.infer<typeof SubmitReviewResultSchema>;

/**
 * What a review link names: `/review/{restaurantId}/{reservationId}`, and for a visit declared on the tablet
 * `/review/{restaurantId}/walkin?visit={visitId}`.
 */
export interface ReviewLink {
  restaurantId: string;
  reservationId: string;
  visitId?: string;
}
