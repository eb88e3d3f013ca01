import type { FloorPlan } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

/** The restaurant's floor plan, live; `undefined` while loading, `null` when none is configured. */
export function useFloorPlan(restaurantId: string): {
  plan: FloorPlan | null | undefined;
  error: Error | null;
} {
  const { floorPlans } = useRepositories();
  const [state, setState] = useState<{ plan: FloorPlan | null | undefined; error: Error | null }>({
    plan: undefined,
    error: null,
  });
  useEffect(
    () =>
      floorPlans.watch(
        restaurantId,
        (plan) => setState({ plan, error: null }),
        (error) => setState({ plan: null, error }),
      ),
    [floorPlans, restaurantId],
  );
  return state;
}
