import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import { now } from '@app/ui';

/** Query keys of « Analytics ». */
export const analyticsKeys = {
  overview: (restaurantId: string) => ['analytics', 'overview', restaurantId] as const,
};

/**
 * The figures of « Analytics » for a restaurant, from its counters (a bounded number of reads whatever the
 * history). Kept 5 minutes: the header says whether the figures come from that cache, and « Actualiser » reads
 * them again.
 */
export function useAnalyticsOverview(restaurantId: string) {
  const { analytics } = useRepositories();
  return useQuery({
    queryKey: analyticsKeys.overview(restaurantId),
    queryFn: () => analytics.overview({ restaurantId, now: now() }),
    staleTime: 5 * 60_000,
  });
}
