import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import { now } from '@app/ui';

/**
 * The signed-in user's restaurants with their floor plan's tables and seats, today's opening hours and today's
 * covers against capacity (one floor plan, one settings and one day-counter read per restaurant).
 */
export function useRestaurantsOverview(restaurantIds: string[]) {
  const { analytics } = useRepositories();
  return useQuery({
    queryKey: ['restaurants-overview', [...restaurantIds].sort().join(',')] as const,
    queryFn: () => analytics.restaurantsOverview({ restaurantIds, now: now() }),
    staleTime: 60_000,
  });
}
