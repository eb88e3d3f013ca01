import type { Room } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';
import { floorPlanKeys } from './floor-plan-keys';

/** `saveFloorPlan` with the whole list of rooms; the plan is read again afterwards. */
export function useSaveFloorPlan(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rooms: Room[]) => callables.saveFloorPlan({ restaurantId, rooms }),
    onSuccess: () => client.invalidateQueries({ queryKey: floorPlanKeys.plan(restaurantId) }),
  });
}
