import { checkRoomOverlaps, findElementOverlaps, moveElements } from '@app/domain';
import type { FloorPlanElement, NudgeDirection, PlanCanvasSize } from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { seatsLabel } from '../element-label';
import { GroupLinks } from './group-links';
import type { EditorTool } from './editor-toolbar';

/** Where the keyboard focus should go once drawn: an element (after an addition or a pick), or the canvas. */
export interface FocusRequest {
  /** An element's id, or null for the canvas itself (after a deletion). */
  id: string | null;
  seq: number;
}

export interface PlanEditorCanvasProps {
  roomName: string;
  elements: readonly FloorPlanElement[];
  labels: ReadonlyMap<string, string>;
  canvas: PlanCanvasSize;
  selectedIds: readonly string[];
  /** Joinable tables, drawn as links between their tables. */
  groups?: readonly { id: string; tableIds: readonly string[]; capacity: number }[];
  /** With a kind of element armed, a press on an empty spot places one there. */
  tool: EditorTool;
  focusRequest: FocusRequest | null;
  onSelectOnly(id: string): void;
  onToggle(id: string): void;
  /** Escape, or a press on an empty spot with « Sélection »: unselect (or disarm the tool). */
  onClear(): void;
  onPlace(at: { x: number; y: number }): void;
  /** Enter on the element already selected alone: on to its properties. */
  onOpenProperties(): void;
  onMove(ids: readonly string[], dx: number, dy: number): void;
  /** The keys act on the selection, or on the focused element (`focusedId`) when it is not selected. */
  onNudge(direction: NudgeDirection, large: boolean, focusedId: string): void;
  onRotate(focusedId: string): void;
  onDelete(focusedId: string): void;
}

const ARROWS: Record<string, NudgeDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

interface Drag {
  ids: readonly string[];
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  /** Pressed on one element of a multi-selection: a click without a move then selects that one alone. */
  collapseTo: string | null;
}

/**
 * The room drawn at one plan pixel per screen pixel inside a scrolling box, with the conventions of the day's
 * plan (tables grey with their number and seats, round or square; walls dark; furniture light with its name).
 * Every element is a button reached with Tab and named ('Table 3, 4 places'). Keyboard: Enter or Space
 * selects (Ctrl/Cmd adds to the selection; Enter again goes to the properties), arrows nudge the selection,
 * Delete removes it, R turns it, Escape unselects. Pointer: click selects, Ctrl/Cmd-click adds or removes,
 * dragging moves the selection (clamped to the canvas, one step to undo).
 */
export function PlanEditorCanvas(props: PlanEditorCanvasProps) {
  const { elements, labels, canvas, selectedIds, focusRequest } = props;
  const [drag, setDragState] = useState<Drag | null>(null);
  // The handlers read the drag from this ref, not from the render they were made in: on a slow device the
  // pointer's events can follow each other before React renders again, and a drop must not read a stale delta.
  const dragRef = useRef<Drag | null>(null);
  const setDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDragState(next);
  };
  const box = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selected = new Set(selectedIds);
  const shown = drag ? moveElements({ elements, ids: drag.ids, dx: drag.dx, dy: drag.dy, canvas }) : elements;
  // While dragging, the elements a drop would refuse (a new overlap) are marked, before the drop says why.
  const blocked = new Set<string>();
  if (drag && !checkRoomOverlaps({ room: { name: '', elements: shown }, before: elements }).ok) {
    for (const pair of findElementOverlaps({ elements: shown })) {
      if (pair.some((e) => drag.ids.includes(e.id))) pair.forEach((e) => blocked.add(e.id));
    }
  }

  useEffect(() => {
    if (!focusRequest) return;
    // A frame later: a dialog that just closed has given the focus back to its opener by then.
    const frame = requestAnimationFrame(() => {
      const target = focusRequest.id === null ? box.current : buttons.current.get(focusRequest.id);
      target?.focus();
      if (focusRequest.id !== null) target?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  function pointerDown(event: PointerEvent<HTMLButtonElement>, id: string) {
    if (event.button !== 0) return;
    if (event.ctrlKey || event.metaKey) {
      props.onToggle(id);
      return;
    }
    const ids = selected.has(id) ? selectedIds : [id];
    if (!selected.has(id)) props.onSelectOnly(id);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({
      ids,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      dy: 0,
      collapseTo: ids.length > 1 ? id : null,
    });
  }

  function pointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = dragRef.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setDrag({ ...current, dx: event.clientX - current.startX, dy: event.clientY - current.startY });
  }

  function pointerUp(event: PointerEvent<HTMLButtonElement>, commit: boolean) {
    const current = dragRef.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setDrag(null);
    // The drop is where the pointer is released, whatever the last move React rendered.
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    const moved = Math.round(dx) !== 0 || Math.round(dy) !== 0;
    if (commit && moved) props.onMove(current.ids, dx, dy);
    else if (commit && current.collapseTo) props.onSelectOnly(current.collapseTo);
  }

  function keyDown(event: KeyboardEvent<HTMLButtonElement>, id: string) {
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      if (!selected.has(id)) props.onSelectOnly(id);
      props.onNudge(direction, event.shiftKey, id);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      props.onDelete(id);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      props.onClear();
    } else if (
      (event.key === 'r' || event.key === 'R') &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      if (!selected.has(id)) props.onSelectOnly(id);
      props.onRotate(id);
    }
  }

  /** Enter or Space on an element (a pointer click is handled on press). */
  function keyboardClick(id: string, additive: boolean) {
    if (additive) props.onToggle(id);
    else if (selectedIds.length === 1 && selected.has(id)) props.onOpenProperties();
    else props.onSelectOnly(id);
  }

  return (
    <div
      ref={box}
      className="fp-canvas-box"
      role="group"
      aria-label={`Plan de ${props.roomName}`}
      tabIndex={-1}
    >
      <div
        className={`fp-canvas${props.tool === 'select' ? '' : ' fp-canvas--placing'}`}
        style={{ width: canvas.width, height: canvas.height }}
        onPointerDown={(event) => {
          if (event.target !== event.currentTarget || event.button !== 0) return;
          if (props.tool === 'select') {
            props.onClear();
            return;
          }
          const area = event.currentTarget.getBoundingClientRect();
          props.onPlace({ x: event.clientX - area.left, y: event.clientY - area.top });
        }}
      >
        <GroupLinks
          elements={shown}
          groups={props.groups ?? []}
          width={canvas.width}
          height={canvas.height}
        />
        {shown.map((element) => {
          const isSelected = selected.has(element.id);
          const circle = element.type === 'table' && element.shape === 'circle';
          return (
            <button
              key={element.id}
              ref={(node) => {
                if (node) buttons.current.set(element.id, node);
                else buttons.current.delete(element.id);
              }}
              type="button"
              className={`fp-element fp-element--${element.type}${circle ? ' fp-element--circle' : ''}${isSelected ? ' fp-element--selected' : ''}${blocked.has(element.id) ? ' fp-element--blocked' : ''}`}
              style={{
                left: element.x,
                top: element.y,
                width: element.width,
                height: element.height,
                transform: element.rotation ? `rotate(${element.rotation}deg)` : undefined,
              }}
              aria-label={labels.get(element.id)}
              aria-pressed={isSelected}
              data-element-id={element.id}
              onPointerDown={(event) => pointerDown(event, element.id)}
              onPointerMove={pointerMove}
              onPointerUp={(event) => pointerUp(event, true)}
              onPointerCancel={(event) => pointerUp(event, false)}
              onClick={(event) => {
                if (event.detail === 0) keyboardClick(element.id, event.ctrlKey || event.metaKey);
              }}
              onKeyDown={(event) => keyDown(event, element.id)}
            >
              {element.type === 'table' ? (
                <span aria-hidden="true" className="fp-element__text">
                  <strong>{element.number}</strong>{' '}
                  <span className="fp-element__seats">{seatsLabel(element.capacity)}</span>
                </span>
              ) : element.type === 'furniture' && element.name ? (
                <span aria-hidden="true" className="fp-element__text">
                  {element.name}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
