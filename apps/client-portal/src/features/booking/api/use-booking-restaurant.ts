import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import type { BookingRestaurant } from './booking-types';

/** Loads the restaurant of `/reservation/{slug}` through the public `getRestaurantBySlug` callable. */
export function useBookingRestaurant(slug: string) {
  return useQuery({
    queryKey: ['booking-restaurant', slug],
    queryFn: async () =>
      (await callFunction<{ restaurant: BookingRestaurant }>('getRestaurantBySlug', { slug })).restaurant,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
