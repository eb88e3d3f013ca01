import type { PairedTabletList } from '@app/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

const tabletsKey = (restaurantId: string) => ['paired-tablets', restaurantId] as const;

/**
 * The restaurant's paired tablets (`listTablets`), a page at a time (« Afficher plus de tablettes »), refreshed
 * when the page comes back into view.
 */
export function usePairedTablets(restaurantId: string) {
  const callables = useCallables();
  return useInfiniteQuery({
    queryKey: tabletsKey(restaurantId),
    queryFn: ({ pageParam }) =>
      callables.listTablets({ restaurantId, ...(pageParam ? { after: pageParam } : {}) }),
    initialPageParam: null as PairedTabletList['next'],
    getNextPageParam: (last) => last.next,
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
