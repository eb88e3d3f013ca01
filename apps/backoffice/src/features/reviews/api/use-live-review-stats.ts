import type { ReviewStats } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from '@app/ui/live-query';
import { useEffect, useRef } from 'react';
import { useRepositories } from '../../../lib/services-context';
import { reviewKeys } from './review-keys';

/**
 * Keeps the reviews page live: follows the restaurant's aggregate (one document, one listener), and when it
 * moves (a diner leaves a review, a colleague answers one) reads the shown tab's first page and counts again.
 * The lists of other tabs are marked stale and read when shown. Nothing is reread for the first snapshot.
 */
export function useLiveReviewStats(restaurantId: string): void {
  const { reviews } = useRepositories();
  const client = useQueryClient();
  const live = useLiveQuery<ReviewStats | null>({
    queryKey: ['review-stats-live', restaurantId],
    subscribe: (next, error) => reviews.watchStats(restaurantId, next, error),
  });
  const seen = useRef<string | null>(null);
  const version = live.data ? `${live.data.total}:${live.data.responded}:${live.data.updatedAt}` : null;
  useEffect(() => {
    if (version === null) return;
    const previous = seen.current;
    seen.current = version;
    if (previous === null || previous === version) return;
    void client.invalidateQueries({ queryKey: reviewKeys.restaurant(restaurantId), refetchType: 'active' });
  }, [client, restaurantId, version]);
}
