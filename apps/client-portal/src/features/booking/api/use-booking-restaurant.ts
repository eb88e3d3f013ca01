import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import { BookingRestaurantSchema } from './booking-types';

/** Loads the restaurant of `/reservation/{slug}` through the public `getRestaurantBySlug` callable. */
export function useBookingRestaurant(slug: string) {
  return useQuery({
    queryKey: ['booking-restaurant', slug],
    queryFn: async () => {
      const result = await callFunction<{ restaurant: unknown }>('getRestaurantBySlug', { slug });
      return BookingRestaurantSchema.parse(result.restaurant);
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
