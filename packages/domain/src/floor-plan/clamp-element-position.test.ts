import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampElementPosition } from './clamp-element-position';

const canvas = { width: 1200, height: 800 };

describe('clampElementPosition', () => {
  it('keeps a position inside the canvas unchanged', () => {
    expect(clampElementPosition({ x: 100, y: 100, width: 80, height: 80, canvas })).toEqual({
      x: 100,
      y: 100,
    });
  });

  it('never goes below 0', () => {
    expect(clampElementPosition({ x: -5, y: -40, width: 80, height: 80, canvas })).toEqual({ x: 0, y: 0 });
  });

  it('stops at the right and bottom edges, the element still whole', () => {
    expect(clampElementPosition({ x: 1190, y: 799, width: 80, height: 60, canvas })).toEqual({
      x: 1120,
      y: 740,
    });
  });

  it('rounds to whole pixels and puts an element larger than the canvas at 0', () => {
    expect(clampElementPosition({ x: 10.6, y: 3.2, width: 80, height: 80, canvas })).toEqual({ x: 11, y: 3 });
    expect(clampElementPosition({ x: 50, y: 50, width: 1500, height: 900, canvas })).toEqual({ x: 0, y: 0 });
  });

  it('always lands inside the canvas', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 600 }),
        (x, y, width, height) => {
          const p = clampElementPosition({ x, y, width, height, canvas });
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.x + width).toBeLessThanOrEqual(canvas.width);
          expect(p.y + height).toBeLessThanOrEqual(canvas.height);
          expect(Number.isInteger(p.x) && Number.isInteger(p.y)).toBe(true);
        },
      ),
    );
  });
});
