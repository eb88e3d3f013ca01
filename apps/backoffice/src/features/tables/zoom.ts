/** Floor-plan zoom of the table assignment modal (staff-operations §2): 30 % to 200 %, step 15 %, wheel 10 %. */
export const ZOOM_MIN = 30;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 15;
export const ZOOM_WHEEL_STEP = 10;
export const ZOOM_RESET = 30;
/** Empty space around the drawn elements. */
export const CANVAS_PADDING = 50;

export function clampZoom(percent: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(percent)));
}

/** The zoom after one click on « + » (1) or « − » (-1). */
export function stepZoom(percent: number, direction: 1 | -1): number {
  return clampZoom(percent + direction * ZOOM_STEP);
}

/** The zoom after a ctrl + wheel notch: wheel up zooms in. */
export function wheelZoom(percent: number, deltaY: number): number {
  return clampZoom(percent + (deltaY < 0 ? ZOOM_WHEEL_STEP : -ZOOM_WHEEL_STEP));
}

/** The zoom that fits a plan of `planWidth` into `viewportWidth`, within the limits. */
export function fitZoom(planWidth: number, viewportWidth: number): number {
  if (planWidth <= 0 || viewportWidth <= 0) return 100;
  return clampZoom(Math.floor(((viewportWidth - 8) / (planWidth + 2 * CANVAS_PADDING)) * 100));
}

/**
 * The zoom the day's plan opens at (issue 48, defect 18): the whole room in sight, as wide as `width` and as
 * high as `height` allow, never above 100 % (a small room is drawn at its size, not blown up), never below the
 * minimum (a huge room then scrolls, at 30 %).
 * @example fitRoomZoom({ room: { elements: [{ x: 0, y: 0, width: 1100, height: 60 }] }, width: 1000, height: 460 }) // 82
 */
export function fitRoomZoom({
  room,
  width,
  height,
}: {
  room: { elements: readonly { x: number; y: number; width: number; height: number }[] };
  width: number;
  height: number;
}): number {
  const planWidth = Math.max(0, ...room.elements.map((e) => e.x + e.width));
  const planHeight = Math.max(0, ...room.elements.map((e) => e.y + e.height));
  if (planWidth <= 0 || width <= 0) return 100;
  const across = fitZoom(planWidth, width);
  const down = height > 0 && planHeight > 0 ? fitZoom(planHeight, height) : ZOOM_MAX;
  return clampZoom(Math.min(100, across, down));
}
