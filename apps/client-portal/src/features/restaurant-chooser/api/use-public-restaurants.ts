import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callFunction } from '../../../lib/functions';

const PublicRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  emoji: z.string().optional().default('🍽️'),
  address: z.string().optional().default(''),
  description: z.string().optional().default(''),
});

export type PublicRestaurant = z.infer<typeof PublicRestaurantSchema>;

/** The restaurants open to online booking, from the public `listPublicRestaurants` callable. */
export function usePublicRestaurants() {
  return useQuery({
    queryKey: ['public-restaurants'],
    queryFn: async () => {
      const result = await callFunction<{ restaurants: unknown[] }>('listPublicRestaurants', {});
      return z.array(PublicRestaurantSchema).parse(result.restaurants);
    },
    staleTime: 5 * 60_000,
  });
}
