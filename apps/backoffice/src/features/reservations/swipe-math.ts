/** Swipe-to-reveal constants of the reservation rows (staff-operations §2 and §9). */
export const SWIPE_REVEAL_PX = 80;
export const SWIPE_CLOSE_PX = -30;

/**
 * Whether the actions stay revealed when the finger lifts: a drag to the left past 80 px opens them;
 * an open row closes once dragged back past -30 px.
 */
export function settleSwipe({ wasOpen, offset }: { wasOpen: boolean; offset: number }): boolean {
  if (wasOpen) return offset < SWIPE_CLOSE_PX;
  return offset <= -SWIPE_REVEAL_PX;
}
