import { MESSAGES } from '../errors';
import type { Room } from '../schemas/floor-plan';

/**
 * Whether a room may be deleted: a plan keeps at least one room, so the last one is refused with
 * 'Impossible de supprimer la dernière salle' (administration §5). The confirmation comes after this check.
 */
export function checkRoomDeletion({
  rooms,
}: {
  rooms: readonly Pick<Room, 'id'>[];
}): { ok: true } | { ok: false; message: string } {
  return rooms.length > 1 ? { ok: true } : { ok: false, message: MESSAGES.floorPlan.lastRoom };
}
