import type { DocStore } from '@app/data';
import { buildReviewQueryFields } from '@app/domain';

/** A stored review for the staff list's tests; `legacy` leaves out the fields written since the aggregate exists. */
export async function seedStoredReview(
  store: DocStore,
  review: {
    id: string;
    rating: number;
    customerName: string;
    comment: string;
    createdAt: string;
    restaurantId?: string;
    response?: string;
    source?: string;
    legacy?: boolean;
  },
): Promise<void> {
  const { legacy = false, restaurantId = 'r1', ...fields } = review;
  const email = `${review.customerName.split(' ')[0]?.toLowerCase() ?? 'x'}@example.fr`;
  await store.set(`reviews/${review.id}`, {
    restaurantId,
    restaurantName: 'Au Bureau',
    reservationId: `res-${review.id}`,
    customerId: email,
    customerEmail: email,
    source: 'internal',
    isPublic: true,
    ...fields,
    ...(review.response ? { respondedAt: review.createdAt } : {}),
    ...(legacy ? {} : buildReviewQueryFields(review)),
  });
}

/** The instant of the n-th review, one minute apart (a larger n is newer). */
export const minute = (n: number) => new Date(Date.UTC(2026, 10, 1, 12, n)).toISOString();
