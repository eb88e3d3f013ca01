import type { TimelineAxis, TimelineBar } from '@app/domain';
import { useCallback, useRef, type PointerEvent } from 'react';
import type { GrabKind } from '../components/timeline-bar';
import {
  draftOf,
  quartersOfDrag,
  shiftStart,
  shiftTables,
  stretch,
  type TimelineDraft,
} from '../timeline-draft';

/** Pixels a pointer travels before a press becomes a drag (a tap stays a tap on a tablet). */
const DRAG_THRESHOLD_PX = 6;

interface Grab {
  kind: GrabKind;
  origin: TimelineDraft;
  rowTable: string;
  x: number;
  y: number;
  width: number;
  dragging: boolean;
  latest: TimelineDraft;
}

/** The table of the row under a point of the screen, if any. */
function tableAt(x: number, y: number): string | null {
  const element = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  const row = element?.closest<HTMLElement>('[data-row-table]');
  return row?.dataset.rowTable ?? null;
}

/**
 * Dragging bars with a mouse, a pen or a finger: the body moves the booking (a quarter per column, a row per
 * table), the right edge stretches it; each step updates the draft (its ghost), the release confirms it, a
 * cancelled pointer drops it. A press that does not travel stays a click (the bar is selected).
 */
export function useBarDrag({
  axis,
  rows,
  onDraft,
  onDrop,
}: {
  axis: TimelineAxis | null;
  rows: readonly string[];
  onDraft(draft: TimelineDraft | null): void;
  onDrop(draft: TimelineDraft): void;
}) {
  const grab = useRef<Grab | null>(null);
  /** The click that follows a drag's release must not select the bar. */
  const dragged = useRef(false);

  const move = useCallback(
    (event: globalThis.PointerEvent) => {
      const current = grab.current;
      if (!current || !axis) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      current.dragging = true;
      const quarters = quartersOfDrag(axis, dx, current.width);
      let next: TimelineDraft;
      if (current.kind === 'stretch') {
        next = stretch(current.origin, quarters);
      } else {
        const over = tableAt(event.clientX, event.clientY) ?? current.rowTable;
        const offset = rows.indexOf(over) - rows.indexOf(current.rowTable);
        next = shiftTables(shiftStart(current.origin, axis, quarters), rows, offset);
      }
      current.latest = next;
      onDraft(next);
    },
    [axis, rows, onDraft],
  );

  const end = useCallback(
    (event: globalThis.PointerEvent) => {
      const current = grab.current;
      grab.current = null;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      if (!current?.dragging) return;
      dragged.current = true;
      if (event.type === 'pointercancel') onDraft(null);
      else onDrop(current.latest);
    },
    [move, onDraft, onDrop],
  );

  const onGrab = useCallback(
    (event: PointerEvent<HTMLElement>, bar: TimelineBar, rowTable: string, kind: GrabKind) => {
      if (!axis || bar.finished || event.button !== 0) return;
      const track = event.currentTarget.closest<HTMLElement>('.tl-row__track');
      const origin = draftOf(bar);
      dragged.current = false;
      grab.current = {
        kind,
        origin,
        rowTable,
        x: event.clientX,
        y: event.clientY,
        width: track?.getBoundingClientRect().width ?? 0,
        dragging: false,
        latest: origin,
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
    },
    [axis, move, end],
  );

  /** Whether the click just received ends a drag (then it selects nothing); reading it clears it. */
  const endedDrag = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  return { onGrab, endedDrag };
}
