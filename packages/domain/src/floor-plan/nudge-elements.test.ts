import { describe, expect, it } from 'vitest';
import type { FloorPlanElement } from '../schemas/floor-plan';
import { NUDGE_STEP, NUDGE_STEP_LARGE, nudgeElements, nudgeOffset } from './nudge-elements';

const canvas = { width: 1200, height: 800 };
const table: FloorPlanElement = {
  id: 't1',
  type: 'table',
  number: '1',
  capacity: 4,
  shape: 'rectangle',
  x: 100,
  y: 100,
  width: 80,
  height: 80,
  rotation: 0,
};

describe('nudgeElements', () => {
  it('moves 5 px per arrow, 20 px with the large flag', () => {
    expect(NUDGE_STEP).toBe(5);
    expect(NUDGE_STEP_LARGE).toBe(20);
    expect(nudgeOffset({ direction: 'up', large: false })).toEqual({ dx: 0, dy: -5 });
    expect(nudgeOffset({ direction: 'down', large: true })).toEqual({ dx: 0, dy: 20 });
    expect(nudgeOffset({ direction: 'left', large: true })).toEqual({ dx: -20, dy: 0 });
    expect(nudgeOffset({ direction: 'right', large: false })).toEqual({ dx: 5, dy: 0 });
  });

  it('moves the selection and is clamped at 0 and at the canvas edge', () => {
    const right = nudgeElements({ elements: [table], ids: ['t1'], direction: 'right', large: false, canvas });
    expect(right[0]).toMatchObject({ x: 105, y: 100 });
    const corner = { ...table, x: 3, y: 715 };
    expect(
      nudgeElements({ elements: [corner], ids: ['t1'], direction: 'left', large: false, canvas })[0],
    ).toMatchObject({ x: 0 });
    expect(
      nudgeElements({ elements: [corner], ids: ['t1'], direction: 'down', large: true, canvas })[0],
    ).toMatchObject({ y: 720 });
  });

  it('leaves the room unchanged with nothing selected', () => {
    expect(nudgeElements({ elements: [table], ids: [], direction: 'up', large: false, canvas })).toEqual([
      table,
    ]);
  });
});
