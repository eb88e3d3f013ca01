import type { FloorPlanElement, Room } from '../schemas/floor-plan';
import { nextTableNumber } from './next-table-number';

/** Where every new element appears (administration §2): the user then drags or nudges it into place. */
export const NEW_ELEMENT_POSITION = { x: 100, y: 100 } as const;

/** Size and contents of a new element of each kind. */
export const NEW_ELEMENT_DEFAULTS = {
  table: { width: 80, height: 80, capacity: 4, shape: 'rectangle' },
  wall: { width: 200, height: 12 },
  furniture: { width: 120, height: 60, name: '' },
} as const;

export type PlanElementType = FloorPlanElement['type'];

/**
 * A new element for the room, at (100, 100), unturned: a table numbered by the count of tables plus 1
 * ({@link nextTableNumber}) with 4 seats, a wall, or an unnamed piece of furniture. The caller gives the id.
 * @example createPlanElement({ type: 'table', id: 'e1', room, rooms }) // { type: 'table', number: '1', x: 100, y: 100, ... }
 */
export function createPlanElement({
  type,
  id,
  room,
  rooms,
}: {
  type: PlanElementType;
  id: string;
  room: Pick<Room, 'elements'>;
  rooms: readonly Pick<Room, 'elements'>[];
}): FloorPlanElement {
  const base = { id, ...NEW_ELEMENT_POSITION, rotation: 0 };
  switch (type) {
    case 'table':
      return {
        ...base,
        type,
        ...NEW_ELEMENT_DEFAULTS.table,
        number: nextTableNumber({ room, rooms }),
      };
    case 'wall':
      return { ...base, type, ...NEW_ELEMENT_DEFAULTS.wall };
    case 'furniture':
      return { ...base, type, ...NEW_ELEMENT_DEFAULTS.furniture };
  }
}
