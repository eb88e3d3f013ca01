import type { LoyaltyConfig } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';

/** The restaurant's loyalty configuration (defaults when none was saved); null until read. */
export function useLoyaltyConfig(restaurantId: string | undefined): LoyaltyConfig | null {
  const { loyalty } = useRepositories();
  const query = useQuery({
    queryKey: ['loyalty-config', restaurantId ?? null],
    queryFn: () => loyalty.getConfig(restaurantId ?? ''),
    enabled: restaurantId !== undefined,
    staleTime: 5 * 60_000,
  });
  return query.data ?? null;
}
