import type { RewardPeriodDays } from '@app/data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import { now } from '@app/ui';

/** Vouchers of a restaurant over the last 7, 30 or 90 days (counters plus the 10 latest usages). */
export function useRewardAnalytics(restaurantId: string, days: RewardPeriodDays) {
  const { analytics } = useRepositories();
  return useQuery({
    queryKey: ['analytics', 'rewards', restaurantId, days] as const,
    queryFn: () => analytics.rewards({ restaurantId, days, now: now() }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
