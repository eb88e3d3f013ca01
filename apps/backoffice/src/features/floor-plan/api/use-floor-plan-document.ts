import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import { floorPlanKeys } from './floor-plan-keys';

/** The restaurant's saved plan (`floorPlans/{restaurantId}`), or null when none was drawn yet. */
export function useFloorPlanDocument(restaurantId: string) {
  const { floorPlans } = useRepositories();
  return useQuery({
    queryKey: floorPlanKeys.plan(restaurantId),
    queryFn: () => floorPlans.get(restaurantId),
  });
}
