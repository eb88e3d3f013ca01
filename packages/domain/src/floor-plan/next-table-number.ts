import type { Room } from '../schemas/floor-plan';

/**
 * The number of a new table: the count of tables in the room plus 1 (administration §2). Reservations name
 * their tables by number only, so a number already held by a table of the plan (after a deletion, or in
 * another room) is skipped for the next free whole number.
 * @example nextTableNumber({ room, rooms }) // '3' in a room with tables 1 and 2
 */
export function nextTableNumber({
  room,
  rooms,
}: {
  room: Pick<Room, 'elements'>;
  rooms: readonly Pick<Room, 'elements'>[];
}): string {
  const used = new Set(
    rooms.flatMap((r) => r.elements.flatMap((e) => (e.type === 'table' ? [e.number.trim()] : []))),
  );
  let n = room.elements.filter((e) => e.type === 'table').length + 1;
  while (used.has(String(n))) n += 1;
  return String(n);
}
