import type { FloorPlanElement } from '../schemas/floor-plan';
import { clampElementPosition } from './clamp-element-position';
import type { PlanCanvasSize } from './measure-plan-canvas';

/** The offset that keeps every moved element inside [0, size]; the group keeps its shape at an edge. */
function groupOffset(offset: number, starts: number[], ends: number[], size: number): number {
  const min = -Math.min(...starts);
  const max = size - Math.max(...ends);
  return min <= max ? Math.min(max, Math.max(min, offset)) : offset;
}

/**
 * The room's elements with those of `ids` moved by (dx, dy) together (a drag of the selection): the move
 * stops when the first of them meets an edge of the canvas, so the group keeps its arrangement, and no
 * element ever goes below 0. Other elements are returned as they are.
 * @example moveElements({ elements, ids: ['t1'], dx: -500, dy: 0, canvas }) // t1 at x 0
 */
export function moveElements<E extends FloorPlanElement>({
  elements,
  ids,
  dx,
  dy,
  canvas,
}: {
  elements: readonly E[];
  ids: readonly string[];
  dx: number;
  dy: number;
  canvas: PlanCanvasSize;
}): E[] {
  const chosen = new Set(ids);
  const moving = elements.filter((e) => chosen.has(e.id));
  if (moving.length === 0 || (dx === 0 && dy === 0)) return [...elements];
  const ox = groupOffset(
    Math.round(dx),
    moving.map((e) => e.x),
    moving.map((e) => e.x + e.width),
    canvas.width,
  );
  const oy = groupOffset(
    Math.round(dy),
    moving.map((e) => e.y),
    moving.map((e) => e.y + e.height),
    canvas.height,
  );
  return elements.map((e) =>
    chosen.has(e.id)
      ? {
          ...e,
          ...clampElementPosition({ x: e.x + ox, y: e.y + oy, width: e.width, height: e.height, canvas }),
        }
      : e,
  );
}
