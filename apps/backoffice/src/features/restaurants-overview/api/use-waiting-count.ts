import type { WaitlistEntry } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

/**
 * How many diners wait on a restaurant's waitlist of a day (WAITING or with an offer open), from `listWaitlist`
 * under the day screen's query key, so both screens share one read; again every minute.
 */
export function useWaitingCount(restaurantId: string, date: string) {
  const callables = useCallables();
  return useQuery<WaitlistEntry[], Error, number>({
    queryKey: ['waitlist', restaurantId, date],
    queryFn: async () => (await callables.listWaitlist({ restaurantId, date })).entries,
    select: (entries) =>
      entries.filter((entry) => entry.status === 'WAITING' || entry.status === 'OFFERED').length,
    refetchInterval: 60_000,
  });
}
