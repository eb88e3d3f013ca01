import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  canRedo,
  canUndo,
  createFloorPlanHistory,
  floorPlanHistoryReducer as reduce,
  type FloorPlanHistory,
} from './floor-plan-history';

const edit = (h: FloorPlanHistory<string>, next: string, mergeKey?: string) =>
  reduce(h, { type: 'edit', next, mergeKey });

describe('floorPlanHistoryReducer', () => {
  it('undoes and redoes edits one at a time', () => {
    let h = createFloorPlanHistory('a');
    expect(canUndo(h)).toBe(false);
    h = edit(edit(h, 'b'), 'c');
    expect(h.present).toBe('c');
    h = reduce(h, { type: 'undo' });
    expect(h.present).toBe('b');
    h = reduce(h, { type: 'undo' });
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(reduce(h, { type: 'undo' })).toBe(h);
    h = reduce(h, { type: 'redo' });
    expect(h.present).toBe('b');
    h = reduce(h, { type: 'redo' });
    expect(h.present).toBe('c');
    expect(canRedo(h)).toBe(false);
    expect(reduce(h, { type: 'redo' })).toBe(h);
  });

  it('forgets what could be redone once a new edit is made', () => {
    let h = edit(edit(createFloorPlanHistory('a'), 'b'), 'c');
    h = reduce(h, { type: 'undo' });
    h = edit(h, 'd');
    expect(canRedo(h)).toBe(false);
    expect(reduce(h, { type: 'undo' }).present).toBe('b');
  });

  it('merges consecutive edits with the same key into one step', () => {
    let h = createFloorPlanHistory('');
    h = edit(h, 'T', 't1:number');
    h = edit(h, 'T1', 't1:number');
    h = edit(h, 'T12', 't1:number');
    expect(h.past).toEqual(['']);
    h = edit(h, 'T12!', 't1:capacity');
    expect(h.past).toEqual(['', 'T12']);
    // After an undo the same key starts a new step.
    h = reduce(h, { type: 'undo' });
    h = edit(h, 'T123', 't1:number');
    expect(h.past).toEqual(['', 'T12']);
  });

  it('ignores an edit that changes nothing', () => {
    const h = createFloorPlanHistory({ rooms: [] });
    expect(reduce(h, { type: 'edit', next: h.present })).toBe(h);
  });

  it('keeps at most the last 100 steps', () => {
    let h = createFloorPlanHistory('0');
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = edit(h, String(i));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe('20');
  });

  it('starts again from a read plan on reset', () => {
    const h = reduce(edit(createFloorPlanHistory('a'), 'b'), { type: 'reset', present: 'z' });
    expect(h).toEqual(createFloorPlanHistory('z'));
  });

  it('undoing every edit comes back to the start, redoing all comes back to the end', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), (values) => {
        let h = createFloorPlanHistory('start');
        for (const v of values) h = edit(h, `${v}!`);
        const end = h.present;
        while (canUndo(h)) h = reduce(h, { type: 'undo' });
        expect(h.present).toBe('start');
        while (canRedo(h)) h = reduce(h, { type: 'redo' });
        expect(h.present).toBe(end);
      }),
    );
  });
});
