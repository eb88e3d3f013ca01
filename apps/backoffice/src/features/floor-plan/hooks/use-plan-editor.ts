import {
  canRedo,
  canUndo,
  checkRoomDeletion,
  clampElementPosition,
  createFloorPlanHistory,
  createPlanElement,
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
  | { name: string };

const reducer = (
  state: FloorPlanHistory<Room[]>,
  action: Parameters<typeof floorPlanHistoryReducer<Room[]>>[1],
) => floorPlanHistoryReducer(state, action);

/**
 * The plan being edited: its rooms with undo and redo (the domain's history reducer), the open room and the
 * selection. Every change of the rooms goes through `edit`, so each one can be undone; the open room and
 * the selection are not part of the history (undoing never selects).
 */
export function usePlanEditor(initialRooms: Room[]) {
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

  const editRoom = useCallback(
    (update: (elements: FloorPlanElement[]) => FloorPlanElement[], mergeKey?: string) => {
      dispatch({
        type: 'edit',
        next: rooms.map((r) => (r.id === room.id ? { ...r, elements: update(r.elements) } : r)),
        mergeKey,
      });
    },
    [rooms, room.id],
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

    /** A new element at (100, 100), or centred on `at` (a click of an armed tool on the canvas). */
    addElement(type: PlanElementType, at?: { x: number; y: number }): FloorPlanElement {
      const created = createPlanElement({ type, id: newPlanId(), room, rooms });
      const element = at
        ? {
            ...created,
            ...clampElementPosition({
              ...created,
              x: at.x - created.width / 2,
              y: at.y - created.height / 2,
              canvas,
            }),
          }
        : created;
      editRoom((elements) => [...elements, element]);
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
