import type { Room } from '../schemas/floor-plan';
import { checkRoomOverlaps } from './check-room-overlaps';

/**
 * Whether a whole plan may be saved: the first room where a table overlaps another element refuses it, with
 * {@link checkRoomOverlaps}'s reason. `saveFloorPlan` and the editor's « Sauvegarder » both ask this rule.
 * @example checkPlanOverlaps({ rooms }) // { ok: true } or { ok: false, message: 'Impossible : la table 2 …' }
 */
export function checkPlanOverlaps({
  rooms,
}: {
  rooms: readonly Pick<Room, 'name' | 'elements'>[];
}): { ok: true } | { ok: false; message: string } {
  for (const room of rooms) {
    const check = checkRoomOverlaps({ room });
    if (!check.ok) return check;
  }
  return { ok: true };
}
