import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import type { Availability } from './booking-types';

/**
 * The day's slots with what is left, computed by the server (closed slots, capacity, cutoff, past times). A venue
 * « Par tables » is asked for its party (`partySize`): its times are those a table of that size allows.
 */
export function useAvailability(
  restaurantId: string | undefined,
  date: string | undefined,
  partySize?: number,
) {
  return useQuery({
    queryKey: ['availability', restaurantId, date, partySize],
    enabled: Boolean(restaurantId && date),
    queryFn: () => callFunction<Availability>('getAvailability', { restaurantId, date, partySize }),
    staleTime: 15_000,
  });
}
