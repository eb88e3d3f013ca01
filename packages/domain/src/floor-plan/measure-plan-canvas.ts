import type { FloorPlanElement } from '../schemas/floor-plan';

/** A drawing area in plan pixels (the coordinates stored in `floorPlans`). */
export interface PlanCanvasSize {
  width: number;
  height: number;
}

/** The editor's drawing area when the room's elements fit in it: a dining room at one pixel per centimetre. */
export const FLOOR_PLAN_CANVAS: Readonly<PlanCanvasSize> = { width: 1200, height: 800 };

/**
 * The drawing area of a room: the default canvas, grown to hold an element drawn beyond it (a plan saved by
 * another tool), so that opening a room never pushes an element back without the user moving it.
 * @example measurePlanCanvas({ elements: [] }) // { width: 1200, height: 800 }
 */
export function measurePlanCanvas({
  elements,
}: {
  elements: readonly Pick<FloorPlanElement, 'x' | 'y' | 'width' | 'height'>[];
}): PlanCanvasSize {
  return {
    width: Math.max(FLOOR_PLAN_CANVAS.width, ...elements.map((e) => e.x + e.width)),
    height: Math.max(FLOOR_PLAN_CANVAS.height, ...elements.map((e) => e.y + e.height)),
  };
}
