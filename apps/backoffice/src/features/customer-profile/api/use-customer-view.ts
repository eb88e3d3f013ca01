import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import { customerProfileKeys } from './customer-profile-keys';

/**
 * What the selected restaurant knows of the customer (its view, one document): null when this restaurant does
 * not know them, which the profile shows as « Client non trouvé ».
 */
export function useCustomerView({ restaurantId, customerId }: { restaurantId: string; customerId: string }) {
  const { customers } = useRepositories();
  return useQuery({
    queryKey: customerProfileKeys.view(customerId, restaurantId),
    queryFn: () => customers.getForRestaurant({ restaurantId, customerId }),
    staleTime: 30_000,
  });
}
