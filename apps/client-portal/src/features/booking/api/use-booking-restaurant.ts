import { useQuery } from '@tanstack/react-query';
import { takeArrivedEarlyCall, takeEarlyCall } from '../../../lib/early-calls';
import { callFunction } from '../../../lib/functions';
import type { BookingRestaurant } from './booking-types';

type Answer = { restaurant: BookingRestaurant };

/**
 * Loads the restaurant of `/reservation/{slug}` through the public `getRestaurantBySlug` callable. When the page
 * was opened on this address, the boot script started that call (src/lib/early-calls.ts): its answer is the
 * first render's data when it has arrived, else the query waits for it rather than calling again.
 */
export function useBookingRestaurant(slug: string) {
  return useQuery({
    queryKey: ['booking-restaurant', slug],
    initialData: () => takeArrivedEarlyCall<Answer>('getRestaurantBySlug', { slug })?.restaurant,
    queryFn: async () => {
      const answer =
        takeEarlyCall<Answer>('getRestaurantBySlug', { slug }) ??
        callFunction<Answer>('getRestaurantBySlug', { slug });
      return (await answer).restaurant;
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
