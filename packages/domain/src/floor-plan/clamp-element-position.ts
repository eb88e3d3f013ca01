import type { PlanCanvasSize } from './measure-plan-canvas';

/**
 * Where an element may stand: inside the canvas and never below 0 (administration §2), on whole pixels.
 * An element larger than the canvas keeps its top-left corner at 0.
 * @example clampElementPosition({ x: -12, y: 790, width: 80, height: 80, canvas: { width: 1200, height: 800 } }) // { x: 0, y: 720 }
 */
export function clampElementPosition({
  x,
  y,
  width,
  height,
  canvas,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  canvas: PlanCanvasSize;
}): { x: number; y: number } {
  const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.round(value), Math.floor(max)));
  return { x: clamp(x, canvas.width - width), y: clamp(y, canvas.height - height) };
}
