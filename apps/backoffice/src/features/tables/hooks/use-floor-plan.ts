import type { FloorPlan } from '@app/domain';
import { useLiveQuery } from '../../../lib/live-query';
import { useRepositories } from '../../../lib/services-context';

/** The restaurant's floor plan, live; `undefined` while loading, `null` when none is configured or unreadable. */
export function useFloorPlan(restaurantId: string): {
  plan: FloorPlan | null | undefined;
  error: Error | null;
} {
  const { floorPlans } = useRepositories();
  const query = useLiveQuery<FloorPlan | null>({
    queryKey: ['floor-plan', 'live', restaurantId],
    subscribe: (next, error) => floorPlans.watch(restaurantId, next, error),
  });
  if (query.isError) return { plan: query.data ?? null, error: query.error };
  return { plan: query.data, error: null };
}
