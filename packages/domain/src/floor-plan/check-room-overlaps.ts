import { MESSAGES } from '../errors';
import type { FloorPlanElement, Room } from '../schemas/floor-plan';
import { findElementOverlaps } from './find-element-overlaps';

/** An element as the overlap message names it: « la table 2 », « un mur », « le meuble « Bar » ». */
function nameElement(element: FloorPlanElement): string {
  if (element.type === 'table') return `la table ${element.number}`;
  if (element.type === 'wall') return 'un mur';
  return element.name.trim() ? `le meuble « ${element.name.trim()} »` : 'un meuble';
}

const pairKey = (a: FloorPlanElement, b: FloorPlanElement) => [a.id, b.id].sort().join('|');

/**
 * Whether a room may be kept as drawn: refused, with the French reason naming both elements and the room
 * (« Impossible : la table 2 chevauche la table 1 (Salle 1). Écartez-les d'abord. »), when a table overlaps
 * another element ({@link findElementOverlaps}). With `before` (the room before an edit), only an overlap the
 * edit creates is refused, so a plan saved with overlaps by an older version can still be mended step by step.
 * @example checkRoomOverlaps({ room }) // { ok: true } or { ok: false, message }
 */
export function checkRoomOverlaps({
  room,
  before,
}: {
  room: { name: Room['name']; elements: readonly FloorPlanElement[] };
  before?: readonly FloorPlanElement[];
}): { ok: true } | { ok: false; message: string } {
  const known = new Set(
    before ? findElementOverlaps({ elements: before }).map(([a, b]) => pairKey(a, b)) : [],
  );
  const fresh = findElementOverlaps({ elements: room.elements }).find(([a, b]) => !known.has(pairKey(a, b)));
  if (!fresh) return { ok: true };
  const [a, b] = fresh;
  // Named first: the element the edit moved or added, else the table, else the later one.
  const changed = (e: FloorPlanElement) => {
    const old = before?.find((o) => o.id === e.id);
    return (
      before !== undefined &&
      (!old || (['x', 'y', 'width', 'height', 'rotation'] as const).some((k) => old[k] !== e[k]))
    );
  };
  const aFirst = changed(a) !== changed(b) ? changed(a) : a.type !== b.type ? a.type === 'table' : false;
  const [first, second] = aFirst ? [a, b] : [b, a];
  return {
    ok: false,
    message: MESSAGES.floorPlan.overlap(nameElement(first), nameElement(second), room.name),
  };
}
