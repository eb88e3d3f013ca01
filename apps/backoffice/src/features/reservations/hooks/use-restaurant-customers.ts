import type { RestaurantCustomer } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

/**
 * Every customer of the restaurant, loaded once when the form opens, for the suggestions. Not the customer
 * list's page (ordered by last visit): a customer who has booked but not yet come must be suggested too.
 */
export function useRestaurantCustomers(restaurantId: string | null): RestaurantCustomer[] {
  const { customers } = useRepositories();
  const [list, setList] = useState<RestaurantCustomer[]>([]);
  useEffect(() => {
    if (!restaurantId) return;
    let live = true;
    customers
      .listAllForRestaurant({ restaurantId })
      .then((items) => live && setList(items))
      // Suggestions are a convenience: without them the form still works.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [customers, restaurantId]);
  return list;
}
