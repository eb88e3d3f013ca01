import { MESSAGES } from '../errors';
import type { Room } from '../schemas/floor-plan';

/**
 * The name of a new room: 'Salle {n}' with n the count of rooms plus 1 (administration §2), or the next
 * free n when a room already has that name (after a deletion), so that two tabs never read the same.
 * @example nextRoomName({ rooms: [{ name: 'Salle 1' }] }) // 'Salle 2'
 */
export function nextRoomName({ rooms }: { rooms: readonly Pick<Room, 'name'>[] }): string {
  const used = new Set(rooms.map((r) => r.name.trim().toLocaleLowerCase('fr-FR')));
  let n = rooms.length + 1;
  while (used.has(MESSAGES.floorPlan.newRoomName(n).toLocaleLowerCase('fr-FR'))) n += 1;
  return MESSAGES.floorPlan.newRoomName(n);
}
