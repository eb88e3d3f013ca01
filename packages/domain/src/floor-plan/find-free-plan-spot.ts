import type { FloorPlanElement } from '../schemas/floor-plan';
import { elementsOverlap } from './find-element-overlaps';
import type { PlanCanvasSize } from './measure-plan-canvas';

/** Room left around a new element, so that chairs fit between it and its neighbours. */
export const FREE_SPOT_GAP = 20;

/**
 * The first place, in reading order, where an element of this size stands inside the canvas without touching
 * any other element (with {@link FREE_SPOT_GAP} around it): from `start` to the right and downwards, then the
 * rows above it. Null when the room is full. « Ajouter une table » uses it so that a new table never lands on
 * another one.
 * @example findFreePlanSpot({ elements: [tableAt100], element: newTable, canvas, start: { x: 100, y: 100 } }) // { x: 200, y: 100 }
 */
export function findFreePlanSpot<E extends FloorPlanElement>({
  elements,
  element,
  canvas,
  start,
}: {
  elements: readonly FloorPlanElement[];
  element: E;
  canvas: PlanCanvasSize;
  start: { x: number; y: number };
}): { x: number; y: number } | null {
  const step = FREE_SPOT_GAP;
  const padded = (x: number, y: number): E => ({
    ...element,
    x: x - step / 2,
    y: y - step / 2,
    width: element.width + step,
    height: element.height + step,
  });
  // Only the elements that could reach a candidate's row are compared (a turned element within its diagonal).
  const reach = (e: FloorPlanElement) => Math.hypot(e.width, e.height) / 2;
  const near = (y: number) =>
    elements.filter(
      (e) => Math.abs(e.y + e.height / 2 - (y + element.height / 2)) < reach(e) + element.height / 2 + step,
    );
  const rows: number[] = [];
  for (let y = 0; y + element.height <= canvas.height; y += step) rows.push(y);
  const ordered = [...rows.filter((y) => y >= start.y), ...rows.filter((y) => y < start.y)];
  for (const y of ordered) {
    const others = near(y);
    const first = y === ordered[0] ? start.x : 0;
    for (let x = first; x + element.width <= canvas.width;) {
      const candidate = padded(x, y);
      const blocker = others.find((other) => elementsOverlap(candidate, other));
      if (!blocker) return { x, y };
      x = nextCandidateX({ x, first, step, blocker });
    }
  }
  return null;
}

/**
 * The next place of the row worth trying after `blocker` refused `x`: past its right edge (with half the gap the
 * candidate carries) when that edge is exact (a table square to the room), else the next step. Without it a full
 * row was tried step by step for every table added.
 */
function nextCandidateX({
  x,
  first,
  step,
  blocker,
}: {
  x: number;
  first: number;
  step: number;
  blocker: FloorPlanElement;
}): number {
  const quarterTurns = (((blocker.rotation ?? 0) % 360) + 360) % 90 === 0;
  if (!quarterTurns) return x + step;
  const turned = (((blocker.rotation ?? 0) % 360) + 360) % 180 === 90;
  const halfWidth = (turned ? blocker.height : blocker.width) / 2;
  const right = blocker.x + blocker.width / 2 + halfWidth;
  const jump = first + Math.ceil((right + step / 2 - first) / step) * step;
  return Math.max(x + step, jump);
}
