import {
  MESSAGES,
  NEW_ELEMENT_POSITION,
  canRedo,
  canUndo,
  checkRoomDeletion,
  checkRoomOverlaps,
  clampElementPosition,
  createFloorPlanHistory,
  createPlanElement,
  findFreePlanSpot,
  floorPlanHistoryReducer,
  measurePlanCanvas,
  moveElements,
  nextRoomName,
  nudgeElements,
  rotateElements,
} from '@app/domain';
import type { FloorPlanElement, FloorPlanHistory, NudgeDirection, PlanElementType, Room } from '@app/domain';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { newPlanId } from '../element-label';

/** A change of one element from the properties panel (one field at a time). */
export type ElementPatch =
  | { number: string }
  | { capacity: number }
  | { width: number }
  | { height: number }
  | { shape: 'rectangle' | 'circle' }
  | { online: boolean }
  | { name: string };

const reducer = (
  state: FloorPlanHistory<Room[]>,
  action: Parameters<typeof floorPlanHistoryReducer<Room[]>>[1],
) => floorPlanHistoryReducer(state, action);

/**
 * The plan being edited: its rooms with undo and redo (the domain's history reducer), the open room and the
 * selection. Every change of the rooms goes through `edit`, so each one can be undone; the open room and
 * the selection are not part of the history (undoing never selects). A change that would put a table over
 * another element is not made: `onRefused` gets the reason naming both (the domain's `checkRoomOverlaps`).
 */
export function usePlanEditor(initialRooms: Room[], onRefused: (message: string) => void = () => {}) {
  const [history, dispatch] = useReducer(reducer, initialRooms, createFloorPlanHistory<Room[]>);
  const rooms = history.present;
  const [roomId, setRoomId] = useState(() => initialRooms[0]?.id ?? '');
  const [selection, setSelection] = useState<readonly string[]>([]);
  // An undone room or element simply drops out: the first room opens, the selection forgets it.
  const room = rooms.find((r) => r.id === roomId) ?? rooms[0]!;
  const selectedIds = useMemo(
    () => selection.filter((id) => room.elements.some((e) => e.id === id)),
    [selection, room.elements],
  );
  const canvas = useMemo(() => measurePlanCanvas({ elements: room.elements }), [room.elements]);
  /** What a key acts on: the selection, or the focused element when it is not part of it. */
  const target = (focusedId?: string): readonly string[] =>
    focusedId !== undefined && !selectedIds.includes(focusedId) ? [focusedId] : selectedIds;

  /** Applies a change of the open room's elements, unless it creates an overlap; says whether it was made. */
  const editRoom = useCallback(
    (update: (elements: FloorPlanElement[]) => FloorPlanElement[], mergeKey?: string): boolean => {
      const elements = update(room.elements);
      const check = checkRoomOverlaps({ room: { name: room.name, elements }, before: room.elements });
      if (!check.ok) {
        onRefused(check.message);
        return false;
      }
      dispatch({
        type: 'edit',
        next: rooms.map((r) => (r.id === room.id ? { ...r, elements } : r)),
        mergeKey,
      });
      return true;
    },
    [rooms, room, onRefused],
  );

  return {
    rooms,
    room,
    canvas,
    selectedIds,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    dispatch,

    openRoom(id: string) {
      setRoomId(id);
      setSelection([]);
    },
    addRoom(): Room {
      const created: Room = { id: newPlanId(), name: nextRoomName({ rooms }), elements: [] };
      dispatch({ type: 'edit', next: [...rooms, created] });
      setRoomId(created.id);
      setSelection([]);
      return created;
    },
    renameRoom(id: string, name: string) {
      const target = rooms.find((r) => r.id === id);
      if (!target || target.name === name) return;
      dispatch({ type: 'edit', next: rooms.map((r) => (r.id === id ? { ...r, name } : r)) });
    },
    /** Removes a room; the last one is refused with the domain's message. */
    deleteRoom(id: string): { ok: true } | { ok: false; message: string } {
      const check = checkRoomDeletion({ rooms });
      if (!check.ok) return check;
      const index = rooms.findIndex((r) => r.id === id);
      const rest = rooms.filter((r) => r.id !== id);
      dispatch({ type: 'edit', next: rest });
      if (id === room.id) setRoomId(rest[Math.max(0, index - 1)]?.id ?? '');
      setSelection([]);
      return check;
    },

    /**
     * A new element centred on `at` (a click of an armed tool on the canvas), refused there when it would
     * overlap; without `at`, at the first free place from (100, 100) (the toolbar's buttons, by keyboard too).
     * Null when nothing was added.
     */
    addElement(type: PlanElementType, at?: { x: number; y: number }): FloorPlanElement | null {
      const created = createPlanElement({ type, id: newPlanId(), room, rooms });
      const spot = at
        ? clampElementPosition({
            ...created,
            x: at.x - created.width / 2,
            y: at.y - created.height / 2,
            canvas,
          })
        : findFreePlanSpot({
            elements: room.elements,
            element: created,
            canvas,
            start: NEW_ELEMENT_POSITION,
          });
      if (!spot) {
        onRefused(MESSAGES.floorPlan.noFreeSpot(room.name));
        return null;
      }
      const element = { ...created, ...spot };
      if (!editRoom((elements) => [...elements, element])) return null;
      setSelection([element.id]);
      return element;
    },
    selectOnly: (id: string) => setSelection([id]),
    toggle: (id: string) =>
      setSelection((current) => (current.includes(id) ? current.filter((s) => s !== id) : [...current, id])),
    clearSelection: () => setSelection([]),

    /** A finished drag of the selection. */
    moveSelection(ids: readonly string[], dx: number, dy: number) {
      editRoom((elements) => moveElements({ elements, ids, dx, dy, canvas }));
    },
    /** Arrow keys: a run of nudges of the same selection is one step to undo. */
    nudge(direction: NudgeDirection, large: boolean, focusedId?: string) {
      const ids = target(focusedId);
      if (ids.length === 0) return;
      editRoom(
        (elements) => nudgeElements({ elements, ids, direction, large, canvas }),
        `nudge:${room.id}:${ids.join(',')}`,
      );
    },
    rotate(focusedId?: string) {
      const ids = target(focusedId);
      if (ids.length === 0) return;
      editRoom((elements) => rotateElements({ elements, ids }));
    },
    deleteSelection(focusedId?: string) {
      const ids = target(focusedId);
      if (ids.length === 0) return;
      const chosen = new Set(ids);
      editRoom((elements) => elements.filter((e) => !chosen.has(e.id)));
      setSelection([]);
    },
    /** One field of one element; typing in the same field is one step to undo. */
    updateElement(id: string, patch: ElementPatch) {
      const field = Object.keys(patch)[0] ?? '';
      editRoom(
        (elements) =>
          elements.map((e) => {
            if (e.id !== id) return e;
            const next = { ...e, ...patch } as FloorPlanElement;
            // A wider or taller element stays inside the canvas.
            return { ...next, ...clampElementPosition({ ...next, canvas }) };
          }),
        `${id}:${field}`,
      );
    },
  };
}

export type PlanEditor = ReturnType<typeof usePlanEditor>;
