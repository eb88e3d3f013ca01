import type { RestaurantCustomer } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { RESTAURANT_CUSTOMERS_PREFIX } from '../../../lib/customer-query-keys';
import { useRepositories } from '../../../lib/services-context';

const NONE: RestaurantCustomer[] = [];

/**
 * Every customer of the restaurant, read when the form opens, for the suggestions. Not the customer list's page
 * (ordered by last visit): a customer who has booked but not yet come must be suggested too. Suggestions are a
 * convenience: without them (a failed read) the form still works.
 */
export function useRestaurantCustomers(restaurantId: string | null): RestaurantCustomer[] {
  const { customers } = useRepositories();
  const query = useQuery({
    queryKey: [...RESTAURANT_CUSTOMERS_PREFIX, restaurantId],
    queryFn: () => customers.listAllForRestaurant({ restaurantId: restaurantId ?? '' }),
    enabled: restaurantId !== null,
    staleTime: 60_000,
  });
  return query.data ?? NONE;
}
