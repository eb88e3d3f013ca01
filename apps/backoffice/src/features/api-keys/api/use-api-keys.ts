import type { ApiScope } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

const keysKey = (restaurantId: string) => ['api-keys', restaurantId] as const;
const callsKey = (restaurantId: string) => ['api-calls', restaurantId] as const;

/** The venue's API keys (`listApiKeys`), read again when the page comes back into view. */
export function useApiKeys(restaurantId: string) {
  const callables = useCallables();
  return useQuery({
    queryKey: keysKey(restaurantId),
    queryFn: () => callables.listApiKeys({ restaurantId }),
    refetchOnWindowFocus: true,
  });
}

/** The venue's last API calls (`listApiCalls`). */
export function useApiCalls(restaurantId: string) {
  const callables = useCallables();
  return useQuery({
    queryKey: callsKey(restaurantId),
    queryFn: () => callables.listApiCalls({ restaurantId }),
    refetchOnWindowFocus: true,
  });
}

/** `createApiKey`, then the list read again; the answer holds the secret, shown once. */
export function useCreateApiKey(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; scopes: ApiScope[] }) =>
      callables.createApiKey({ restaurantId, ...input }),
    onSettled: () => client.invalidateQueries({ queryKey: keysKey(restaurantId) }),
  });
}

/** `revokeApiKey`, then the list read again. */
export function useRevokeApiKey(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => callables.revokeApiKey({ restaurantId, keyId }),
    onSettled: () => client.invalidateQueries({ queryKey: keysKey(restaurantId) }),
  });
}
