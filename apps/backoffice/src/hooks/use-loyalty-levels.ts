import type { LoyaltyConfig, LoyaltyLevelThresholds } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../lib/services-context';

const loyaltyConfigKey = (restaurantId: string) => ['loyalty-config', restaurantId] as const;

/** The restaurant's loyalty configuration (defaults when none was saved); undefined meanwhile. */
export function useLoyaltyConfig(restaurantId: string): LoyaltyConfig | undefined {
  const { loyalty } = useRepositories();
  const query = useQuery({
    queryKey: loyaltyConfigKey(restaurantId),
    queryFn: () => loyalty.getConfig(restaurantId),
    staleTime: 5 * 60_000,
  });
  return query.data;
}

/** The restaurant's level thresholds (its loyalty configuration, defaults when none was saved); null meanwhile. */
export function useLoyaltyLevels(restaurantId: string): LoyaltyLevelThresholds | null {
  return useLoyaltyConfig(restaurantId)?.levels ?? null;
}
