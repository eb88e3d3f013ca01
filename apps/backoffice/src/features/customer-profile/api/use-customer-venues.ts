import type { RestaurantCustomer } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import type { RestaurantChoice } from '../../../session/session-types';
import { customerProfileKeys } from './customer-profile-keys';

export interface CustomerVenue {
  restaurant: RestaurantChoice;
  view: RestaurantCustomer;
}

/**
 * The restaurants of the staff member that know the customer (one view read per restaurant of the account, only
 * when the customer is known in several): the « Restaurants visités » list. Other venues are only counted.
 */
export function useCustomerVenues({
  customerId,
  restaurants,
  enabled,
}: {
  customerId: string;
  restaurants: readonly RestaurantChoice[];
  enabled: boolean;
}) {
  const { customers } = useRepositories();
  return useQuery({
    queryKey: customerProfileKeys.venues(
      customerId,
      restaurants.map((r) => r.id),
    ),
    queryFn: async (): Promise<CustomerVenue[]> => {
      const views = await Promise.all(
        restaurants.map((restaurant) =>
          customers.getForRestaurant({ restaurantId: restaurant.id, customerId }),
        ),
      );
      return restaurants.flatMap((restaurant, i) => {
        const view = views[i];
        return view ? [{ restaurant, view }] : [];
      });
    },
    enabled,
    staleTime: 60_000,
  });
}
