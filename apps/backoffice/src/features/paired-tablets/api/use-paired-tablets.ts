import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

const tabletsKey = (restaurantId: string) => ['paired-tablets', restaurantId] as const;

/** The restaurant's paired tablets (`listTablets`), refreshed when the page comes back into view. */
export function usePairedTablets(restaurantId: string) {
  const callables = useCallables();
  return useQuery({
    queryKey: tabletsKey(restaurantId),
    queryFn: () => callables.listTablets({ restaurantId }),
    refetchOnWindowFocus: true,
  });
}

/** `revokeTablet`, then the list read again. */
export function useRevokeTablet(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => callables.revokeTablet({ restaurantId, deviceId }),
    onSettled: () => client.invalidateQueries({ queryKey: tabletsKey(restaurantId) }),
  });
}
