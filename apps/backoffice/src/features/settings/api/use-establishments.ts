import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables, useRepositories } from '../../../lib/services-context';
import { settingsKeys } from './settings-keys';

/** Every establishment (master_admin reads them all). */
export function useEstablishments() {
  const { restaurants } = useRepositories();
  return useQuery({ queryKey: settingsKeys.restaurants, queryFn: () => restaurants.listAll() });
}

/** `deleteRestaurant`; the list is read again. */
export function useDeleteEstablishment() {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (restaurantId: string) => callables.deleteRestaurant({ restaurantId }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.restaurants }),
  });
}
