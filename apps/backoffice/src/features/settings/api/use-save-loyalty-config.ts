import type { LoyaltyConfig } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

/** `saveLoyaltyConfig` for a restaurant; every screen's copy of its configuration is read again. */
export function useSaveLoyaltyConfig(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (config: LoyaltyConfig) => callables.saveLoyaltyConfig({ restaurantId, config }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['loyalty-config', restaurantId] }),
  });
}
