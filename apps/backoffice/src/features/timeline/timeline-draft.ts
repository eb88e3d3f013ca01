import { TIMELINE_STEP_MINUTES, type TimelineAxis, type TimelineBar } from '@app/domain';

/** A bar being moved or stretched (by pointer or keyboard): where it would go, before staff confirm. */
export interface TimelineDraft {
  bookingId: string;
  /** Where it is now: a confirmed draft equal to it writes nothing. */
  origin: { tables: string[]; start: number; minutes: number };
  tables: string[];
  /** Real minutes of the day (the axis's unit). */
  start: number;
  minutes: number;
}

/** The shortest and longest hold the engine accepts (30 min – 6 h). */
const MIN_MINUTES = 30;
const MAX_MINUTES = 360;

/** The draft of a bar picked up where it is. */
export function draftOf(bar: Pick<TimelineBar, 'bookingId' | 'tables' | 'start' | 'end'>): TimelineDraft {
  const origin = { tables: [...bar.tables], start: bar.start, minutes: bar.end - bar.start };
  return {
    bookingId: bar.bookingId,
    origin,
    tables: [...bar.tables],
    start: bar.start,
    minutes: origin.minutes,
  };
}

/** Whether the draft is still where its bar is (nothing to write). */
export function isUnmoved(draft: TimelineDraft): boolean {
  return (
    draft.start === draft.origin.start &&
    draft.minutes === draft.origin.minutes &&
    draft.tables.join('+') === draft.origin.tables.join('+')
  );
}

/** Whether staff changed how long it holds its tables (then the move says so; else the engine decides). */
export function isStretched(draft: TimelineDraft): boolean {
  return draft.minutes !== draft.origin.minutes;
}

/**
 * The draft's tables moved `offset` rows down (up when negative) in the grid's row order, keeping how many it
 * holds; unchanged when that would leave the grid.
 */
export function shiftTables(draft: TimelineDraft, rows: readonly string[], offset: number): TimelineDraft {
  const indices = draft.tables.map((table) => rows.indexOf(table));
  if (indices.some((index) => index < 0)) return draft;
  const moved = indices.map((index) => index + offset);
  if (moved.some((index) => index < 0 || index >= rows.length)) return draft;
  return { ...draft, tables: moved.map((index) => rows[index] as string) };
}

/** The draft moved by `quarters` of an hour, kept on the axis. */
export function shiftStart(draft: TimelineDraft, axis: TimelineAxis, quarters: number): TimelineDraft {
  const start = draft.start + quarters * TIMELINE_STEP_MINUTES;
  if (start < axis.start || start >= axis.end) return draft;
  return { ...draft, start };
}

/** The draft stretched (or shortened) by `quarters` of an hour, within 30 min – 6 h. */
export function stretch(draft: TimelineDraft, quarters: number): TimelineDraft {
  const minutes = draft.minutes + quarters * TIMELINE_STEP_MINUTES;
  if (minutes < MIN_MINUTES || minutes > MAX_MINUTES) return draft;
  return { ...draft, minutes };
}

/**
 * What a key does to a draft being moved from the keyboard: ←/→ a quarter earlier or later, ↑/↓ the table
 * above or below, Shift+←/→ a quarter shorter or longer; null for any other key.
 */
export function draftAfterKey(
  draft: TimelineDraft,
  { key, shiftKey }: { key: string; shiftKey: boolean },
  { axis, rows }: { axis: TimelineAxis; rows: readonly string[] },
): TimelineDraft | null {
  switch (key) {
    case 'ArrowLeft':
      return shiftKey ? stretch(draft, -1) : shiftStart(draft, axis, -1);
    case 'ArrowRight':
      return shiftKey ? stretch(draft, 1) : shiftStart(draft, axis, 1);
    case 'ArrowUp':
      return shiftTables(draft, rows, -1);
    case 'ArrowDown':
      return shiftTables(draft, rows, 1);
    default:
      return null;
  }
}

/** Where on the axis a point `x` pixels into a track `width` wide falls, to the quarter. */
export function minutesAtOffset(axis: TimelineAxis, x: number, width: number): number {
  if (width <= 0) return axis.start;
  const span = axis.end - axis.start;
  const raw = (Math.min(Math.max(x, 0), width) / width) * span;
  return axis.start + Math.round(raw / TIMELINE_STEP_MINUTES) * TIMELINE_STEP_MINUTES;
}

/** How many quarters a horizontal drag of `dx` pixels over a track `width` wide stands for. */
export function quartersOfDrag(axis: TimelineAxis, dx: number, width: number): number {
  if (width <= 0) return 0;
  const quarterWidth = (width * TIMELINE_STEP_MINUTES) / (axis.end - axis.start);
  return Math.round(dx / quarterWidth);
}

/** A window's left edge and width in percent of the track. */
export function barBox(axis: TimelineAxis, start: number, end: number): { left: number; width: number } {
  const span = axis.end - axis.start;
  const from = Math.max(start, axis.start);
  const to = Math.min(end, axis.end);
  return { left: ((from - axis.start) / span) * 100, width: (Math.max(to - from, 0) / span) * 100 };
}
