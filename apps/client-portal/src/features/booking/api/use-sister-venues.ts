import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import { SisterVenuesSchema } from './waitlist-types';

/** The group's other venues with room at or near a full slot's time (`findSisterVenues`); a bonus, never retried. */
export function useSisterVenues(query: {
  restaurantId: string;
  date: string;
  time: string;
  partySize: number;
}) {
  const { restaurantId, date, time, partySize } = query;
  return useQuery({
    queryKey: ['sister-venues', restaurantId, date, time, partySize],
    queryFn: async () =>
      SisterVenuesSchema.parse(
        await callFunction('findSisterVenues', { restaurantId, date, time, partySize }),
      ).venues,
    staleTime: 30_000,
    retry: false,
  });
}
