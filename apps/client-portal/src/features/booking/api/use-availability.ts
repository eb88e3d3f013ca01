import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import type { Availability } from './booking-types';

/** The day's slots with what is left, computed by the server (closed slots, capacity, cutoff, past times). */
export function useAvailability(restaurantId: string | undefined, date: string | undefined) {
  return useQuery({
    queryKey: ['availability', restaurantId, date],
    enabled: Boolean(restaurantId && date),
    queryFn: () => callFunction<Availability>('getAvailability', { restaurantId, date }),
    staleTime: 15_000,
  });
}
