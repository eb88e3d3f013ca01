import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FloorPlanElement } from '../schemas/floor-plan';
import { moveElements } from './move-elements';

const canvas = { width: 1200, height: 800 };
const wall = (id: string, x: number, y: number, width = 100, height = 10): FloorPlanElement => ({
  id,
  type: 'wall',
  x,
  y,
  width,
  height,
  rotation: 0,
});

describe('moveElements', () => {
  it('moves only the chosen elements', () => {
    const moved = moveElements({
      elements: [wall('a', 100, 100), wall('b', 300, 300)],
      ids: ['a'],
      dx: 15,
      dy: -20,
      canvas,
    });
    expect(moved.map((e) => [e.x, e.y])).toEqual([
      [115, 80],
      [300, 300],
    ]);
  });

  it('stops the whole group at the edge the first element meets, keeping its arrangement', () => {
    const moved = moveElements({
      elements: [wall('a', 30, 100), wall('b', 200, 150)],
      ids: ['a', 'b'],
      dx: -100,
      dy: 0,
      canvas,
    });
    expect(moved.map((e) => e.x)).toEqual([0, 170]);
  });

  it('never leaves the canvas', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: -3000, max: 3000 }),
        (x, y, dx, dy) => {
          const [a, b] = moveElements({
            elements: [wall('a', x, y), wall('b', 1100 - x, 790 - y / 10)],
            ids: ['a', 'b'],
            dx,
            dy,
            canvas,
          });
          for (const e of [a!, b!]) {
            expect(e.x).toBeGreaterThanOrEqual(0);
            expect(e.y).toBeGreaterThanOrEqual(0);
            expect(e.x + e.width).toBeLessThanOrEqual(canvas.width);
            expect(e.y + e.height).toBeLessThanOrEqual(canvas.height);
          }
        },
      ),
    );
  });
});
