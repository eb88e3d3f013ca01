import { useRef, useState } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { settleSwipe } from '../swipe-math';

export interface SwipeRowProps {
  children: ReactNode;
  /** The action buttons revealed behind the row. */
  actions: ReactNode;
  /** Controlled open state, so that the keyboard/mouse « Actions » button opens the same panel. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Width of the revealed panel in px. */
  actionsWidth: number;
}

/**
 * A row that reveals its actions when swiped left (touch) — the same actions the row's « Actions » button
 * shows for mouse and keyboard users.
 */
export function SwipeRow({ children, actions, open, onOpenChange, actionsWidth }: SwipeRowProps) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const moved = useRef(false);

  const base = open ? -actionsWidth : 0;
  const offset = drag === null ? base : Math.min(0, Math.max(-actionsWidth - 40, base + drag));

  function down(event: PointerEvent) {
    if (event.pointerType === 'mouse') return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    moved.current = false;
  }
  function move(event: PointerEvent) {
    const s = start.current;
    if (!s || s.id !== event.pointerId) return;
    const dx = event.clientX - s.x;
    const dy = event.clientY - s.y;
    // A mostly vertical gesture is a scroll (or a pull-to-refresh), not a swipe.
    if (!moved.current && Math.abs(dy) > Math.abs(dx)) {
      start.current = null;
      return;
    }
    if (Math.abs(dx) > 6) moved.current = true;
    if (moved.current) setDrag(dx);
  }
  function up(event: PointerEvent) {
    const s = start.current;
    start.current = null;
    if (!s || drag === null) {
      setDrag(null);
      return;
    }
    const next = settleSwipe({ wasOpen: open, offset: base + (event.clientX - s.x) });
    setDrag(null);
    if (next !== open) onOpenChange(next);
  }

  return (
    <div className="swipe-row">
      <div
        className="swipe-row__actions"
        style={{ width: actionsWidth }}
        aria-hidden={!open}
        hidden={!open && drag === null}
      >
        {actions}
      </div>
      <div
        className="swipe-row__content"
        style={{
          transform: `translateX(${offset}px)`,
          transition: drag === null ? 'transform 0.2s ease' : 'none',
        }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => {
          start.current = null;
          setDrag(null);
        }}
        onClickCapture={(event) => {
          // The click that ends a swipe must not also open the reservation.
          if (moved.current) {
            event.stopPropagation();
            moved.current = false;
          }
        }}
      >
        {children}
      </div>
    </div>
  );
}
