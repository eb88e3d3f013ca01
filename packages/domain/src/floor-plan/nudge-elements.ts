import type { FloorPlanElement } from '../schemas/floor-plan';
import type { PlanCanvasSize } from './measure-plan-canvas';
import { moveElements } from './move-elements';

/** Pixels an arrow key moves the selection (administration §2), and with the large flag (Shift). */
export const NUDGE_STEP = 5;
export const NUDGE_STEP_LARGE = 20;

export type NudgeDirection = 'up' | 'down' | 'left' | 'right';

/** The offset of one nudge: 5 px, or 20 px with the large flag. */
export function nudgeOffset({ direction, large }: { direction: NudgeDirection; large: boolean }): {
  dx: number;
  dy: number;
} {
  const step = large ? NUDGE_STEP_LARGE : NUDGE_STEP;
  switch (direction) {
    case 'up':
      return { dx: 0, dy: -step };
    case 'down':
      return { dx: 0, dy: step };
    case 'left':
      return { dx: -step, dy: 0 };
    case 'right':
      return { dx: step, dy: 0 };
  }
}

/**
 * The room's elements with the selection moved by one arrow key, clamped to the canvas like a drag.
 * @example nudgeElements({ elements, ids: ['t1'], direction: 'right', large: true, canvas }) // t1.x + 20
 */
export function nudgeElements<E extends FloorPlanElement>({
  elements,
  ids,
  direction,
  large,
  canvas,
}: {
  elements: readonly E[];
  ids: readonly string[];
  direction: NudgeDirection;
  large: boolean;
  canvas: PlanCanvasSize;
}): E[] {
  return moveElements({ elements, ids, ...nudgeOffset({ direction, large }), canvas });
}
