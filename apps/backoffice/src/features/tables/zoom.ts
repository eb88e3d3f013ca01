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
