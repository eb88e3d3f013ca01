import type { LoyaltyConfig } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

/** The restaurant's loyalty configuration (defaults when none was saved). */
export function useLoyaltyConfig(restaurantId: string | undefined): LoyaltyConfig | null {
  const { loyalty } = useRepositories();
  const [config, setConfig] = useState<LoyaltyConfig | null>(null);
  useEffect(() => {
    if (!restaurantId) return;
    let live = true;
    loyalty
      .getConfig(restaurantId)
      .then((c) => live && setConfig(c))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loyalty, restaurantId]);
  return config;
}
