import type { CreateRestaurantInput } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables, useRepositories } from '../../../lib/services-context';
import { settingsKeys } from './settings-keys';

/** Every establishment (master_admin reads them all). */
export function useEstablishments() {
  const { restaurants } = useRepositories();
  return useQuery({ queryKey: settingsKeys.restaurants, queryFn: () => restaurants.listAll() });
}

/** `createRestaurant`; the list is read again. */
export function useCreateEstablishment() {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRestaurantInput) => callables.createRestaurant(input),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.restaurants }),
  });
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
