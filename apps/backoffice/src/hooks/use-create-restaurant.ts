import type { CreateRestaurantInput } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../lib/services-context';

/**
 * `createRestaurant` (master_admin), from « Paramètres » or the restaurants overview; the lists of
 * establishments are read again.
 */
export function useCreateRestaurant() {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRestaurantInput) => callables.createRestaurant(input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['settings', 'restaurants'] }),
        client.invalidateQueries({ queryKey: ['restaurants-overview'] }),
      ]),
  });
}
