/** Most edits the editor can undo; older ones are forgotten. */
export const HISTORY_LIMIT = 100;

/** The states of the plan being edited: what can be undone, what is shown, what can be redone. */
export interface FloorPlanHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The merge key of the edit that made `present`, while further edits may still be merged into it. */
  mergeKey: string | null;
}

export type FloorPlanHistoryAction<T> =
  /**
   * A new state. Consecutive edits with the same `mergeKey` (typing in one field, holding an arrow key on
   * the same selection) make one step to undo.
   */
  | { type: 'edit'; next: T; mergeKey?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Starts again from `present` with nothing to undo (a plan read again). */
  | { type: 'reset'; present: T };

/** A history with nothing to undo or redo. */
export function createFloorPlanHistory<T>(present: T): FloorPlanHistory<T> {
  return { past: [], present, future: [], mergeKey: null };
}

export function canUndo(history: FloorPlanHistory<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: FloorPlanHistory<unknown>): boolean {
  return history.future.length > 0;
}

/**
 * Undo and redo of every edit of the floor-plan editor, as a pure reducer: an edit pushes the shown state to
 * the past and forgets what could be redone; undo and redo move one state between past, present and future.
 * An edit that changes nothing (same object) is ignored, so a click that moves nothing leaves no step.
 * @example floorPlanHistoryReducer(floorPlanHistoryReducer(h, { type: 'edit', next }), { type: 'undo' }).present === h.present
 */
export function floorPlanHistoryReducer<T>(
  state: FloorPlanHistory<T>,
  action: FloorPlanHistoryAction<T>,
): FloorPlanHistory<T> {
  switch (action.type) {
    case 'edit': {
      if (action.next === state.present) return state;
      const mergeKey = action.mergeKey ?? null;
      if (mergeKey !== null && mergeKey === state.mergeKey && state.past.length > 0)
        return { past: state.past, present: action.next, future: [], mergeKey };
      return {
        past: [...state.past, state.present].slice(-HISTORY_LIMIT),
        present: action.next,
        future: [],
        mergeKey,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        mergeKey: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest, mergeKey: null };
    }
    case 'reset':
      return createFloorPlanHistory(action.present);
  }
}
