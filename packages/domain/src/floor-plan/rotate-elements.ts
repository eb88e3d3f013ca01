import type { FloorPlanElement } from '../schemas/floor-plan';

/** Degrees one click on « Pivoter » turns the selection (administration §2). */
export const ROTATION_STEP = 45;

/**
 * The room's elements with those of `ids` turned clockwise by 45°, kept within [0, 360).
 * @example rotateElements({ elements, ids: ['w1'] }) // w1.rotation 0 → 45, 315 → 0
 */
export function rotateElements<E extends FloorPlanElement>({
  elements,
  ids,
}: {
  elements: readonly E[];
  ids: readonly string[];
}): E[] {
  const chosen = new Set(ids);
  return elements.map((e) =>
    chosen.has(e.id) ? { ...e, rotation: (((e.rotation + ROTATION_STEP) % 360) + 360) % 360 } : e,
  );
}
