import { useQuery } from '@tanstack/react-query';
// The tree-shakable build of zod, as on the booking route (the chooser is the page before it).
import * as z from 'zod/mini';
import { callFunction } from '../../../lib/functions';

const PublicRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  emoji: z._default(z.string(), '🍽️'),
  logo: z.optional(z.nullable(z.string())),
  brandColor: z.optional(z.nullable(z.string())),
  address: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
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
