import type { Room, TableGroup } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';
import { floorPlanKeys } from './floor-plan-keys';

/** The joinable tables that still name tables of `rooms` (a table deleted takes its groups with it). */
export function keptTableGroups(groups: readonly TableGroup[], rooms: readonly Room[]): TableGroup[] {
  const tableIds = new Set(
    rooms.flatMap((room) => room.elements.filter((e) => e.type === 'table').map((e) => e.id)),
  );
  return groups.filter((group) => group.tableIds.every((id) => tableIds.has(id)));
}

/**
 * `saveFloorPlan` with the whole list of rooms and the joinable tables still on it (the save replaces both);
 * the plan is read again afterwards.
 */
export function useSaveFloorPlan(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rooms, tableGroups }: { rooms: Room[]; tableGroups: readonly TableGroup[] }) =>
      callables.saveFloorPlan({ restaurantId, rooms, tableGroups: keptTableGroups(tableGroups, rooms) }),
    onSuccess: () => client.invalidateQueries({ queryKey: floorPlanKeys.plan(restaurantId) }),
  });
}
