import type { ReviewFilter } from '@app/domain';

/** react-query keys of the reviews screen: every list of a restaurant shares the prefix. */
export const reviewKeys = {
  restaurant: (restaurantId: string) => ['reviews', restaurantId] as const,
  list: (restaurantId: string, tab: ReviewFilter, search: string) =>
    ['reviews', restaurantId, tab, search] as const,
  reservation: (reservationId: string) => ['review-reservation', reservationId] as const,
};
