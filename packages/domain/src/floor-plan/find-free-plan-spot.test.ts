import { describe, expect, it } from 'vitest';
import type { FloorPlanElement } from '../schemas/floor-plan';
import { findElementOverlaps } from './find-element-overlaps';
import { findFreePlanSpot } from './find-free-plan-spot';

const table = (id: string, x: number, y: number): FloorPlanElement => ({
  id,
  type: 'table',
  number: id,
  capacity: 4,
  shape: 'rectangle',
  x,
  y,
  width: 80,
  height: 80,
  rotation: 0,
});
const canvas = { width: 1200, height: 800 };
const start = { x: 100, y: 100 };

describe('findFreePlanSpot', () => {
  it('keeps the usual place (100, 100) in an empty room', () => {
    expect(findFreePlanSpot({ elements: [], element: table('n', 0, 0), canvas, start })).toEqual({
      x: 100,
      y: 100,
    });
  });

  it('puts the next table beside the first one with room for chairs, never on it', () => {
    expect(
      findFreePlanSpot({ elements: [table('1', 100, 100)], element: table('n', 0, 0), canvas, start }),
    ).toEqual({
      x: 200,
      y: 100,
    });
  });

  it('adds table after table without any two overlapping', () => {
    const elements: FloorPlanElement[] = [];
    for (let i = 0; i < 90; i++) {
      const spot = findFreePlanSpot({ elements, element: table(`${i}`, 0, 0), canvas, start });
      expect(spot).not.toBeNull();
      elements.push(table(`${i}`, spot!.x, spot!.y));
    }
    expect(findElementOverlaps({ elements })).toEqual([]);
    // Rows below the start come first, then the rows above it.
    expect(elements.some((e) => e.y < 100)).toBe(true);
  });

  it('answers null when the room is full', () => {
    const small = { width: 100, height: 100 };
    expect(
      findFreePlanSpot({
        elements: [table('1', 10, 10)],
        element: table('n', 0, 0),
        canvas: small,
        start: { x: 0, y: 0 },
      }),
    ).toBeNull();
  });
});
