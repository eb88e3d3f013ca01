import { findTerraceRoom } from '@app/domain';
import type { FloorPlan } from '@app/domain';

/** A table of the plan with its room, for suggestions and seat counts. */
export interface PlanTable {
  number: string;
  capacity: number;
  roomId: string;
  roomName: string;
}

/** Every table of the plan, room by room. */
export function planTables(plan: Pick<FloorPlan, 'rooms'>): PlanTable[] {
  return plan.rooms.flatMap((room) =>
    room.elements.flatMap((element) =>
      element.type === 'table'
        ? [{ number: element.number, capacity: element.capacity, roomId: room.id, roomName: room.name }]
        : [],
    ),
  );
}

/**
 * The room the assignment opens on: the room of the booking's first table when it has one (staff see where
 * it sits), else the terrace when the guest asked for it and the plan has one, else the first room.
 */
export function initialRoomId({
  plan,
  tables,
  terrace,
}: {
  plan: Pick<FloorPlan, 'rooms'>;
  tables: readonly string[];
  terrace: boolean;
}): string | undefined {
  const first = tables[0];
  const current = first ? planTables(plan).find((t) => t.number === first) : undefined;
  if (current) return current.roomId;
  if (terrace) {
    const room = findTerraceRoom({ rooms: plan.rooms });
    if (room) return room.id;
  }
  return plan.rooms[0]?.id;
}
