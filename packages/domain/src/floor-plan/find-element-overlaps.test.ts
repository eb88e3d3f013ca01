import { describe, expect, it } from 'vitest';
import type { FloorPlanElement } from '../schemas/floor-plan';
import { elementsOverlap, findElementOverlaps } from './find-element-overlaps';

const table = (id: string, x: number, y: number, extra: Partial<FloorPlanElement> = {}): FloorPlanElement =>
  ({
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
    ...extra,
  }) as FloorPlanElement;
const wall = (id: string, x: number, y: number, width: number, height: number): FloorPlanElement => ({
  id,
  type: 'wall',
  x,
  y,
  width,
  height,
  rotation: 0,
});

describe('findElementOverlaps', () => {
  it('finds two tables on top of each other, and only them', () => {
    const a = table('1', 100, 100);
    const b = table('2', 100, 100);
    const c = table('3', 300, 100);
    expect(findElementOverlaps({ elements: [a, b, c] })).toEqual([[a, b]]);
  });

  it('accepts tables that only touch, and refuses one pixel more', () => {
    expect(findElementOverlaps({ elements: [table('1', 100, 100), table('2', 180, 100)] })).toEqual([]);
    expect(findElementOverlaps({ elements: [table('1', 100, 100), table('2', 179, 100)] })).toHaveLength(1);
  });

  it('refuses a table on a wall or a piece of furniture, but lets walls and furniture meet', () => {
    const w1 = wall('w1', 20, 20, 640, 10);
    const w2 = wall('w2', 20, 20, 10, 480);
    const bar: FloorPlanElement = {
      id: 'f',
      type: 'furniture',
      name: 'Bar',
      x: 20,
      y: 200,
      width: 60,
      height: 60,
      rotation: 0,
    };
    expect(findElementOverlaps({ elements: [w1, w2, bar] })).toEqual([]);
    const onWall = table('1', 0, 0);
    expect(findElementOverlaps({ elements: [w1, onWall] })).toEqual([[w1, onWall]]);
    const onBar = table('2', 60, 220);
    expect(findElementOverlaps({ elements: [bar, onBar] })).toEqual([[bar, onBar]]);
  });

  it('compares round tables as discs: diagonal neighbours whose squares overlap do not', () => {
    const round = { shape: 'circle' as const };
    // Squares overlap by 10 px on each axis; the discs' centres are 70·√2 ≈ 99 px apart, more than 80.
    expect(elementsOverlap(table('1', 100, 100, round), table('2', 170, 170, round))).toBe(false);
    expect(elementsOverlap(table('1', 100, 100, round), table('2', 150, 100, round))).toBe(true);
    // A square's corner reaching into a disc's bounding box, but not into the disc.
    expect(elementsOverlap(table('1', 100, 100, round), table('2', 170, 170))).toBe(false);
    expect(elementsOverlap(table('1', 100, 100, round), table('2', 160, 100))).toBe(true);
  });

  it('compares turned tables as drawn, turned about their centre', () => {
    // A 45° square is 113 px wide: its corner reaches 17 px beyond its square, onto a neighbour 10 px away.
    expect(elementsOverlap(table('1', 100, 100, { rotation: 45 }), table('2', 190, 100))).toBe(true);
    expect(elementsOverlap(table('1', 100, 100), table('2', 190, 100))).toBe(false);
    expect(elementsOverlap(table('1', 100, 100, { rotation: 45 }), table('2', 200, 100))).toBe(false);
    // A long table turned 90° no longer reaches its neighbour along its old length.
    const long = { width: 200, height: 40 };
    expect(elementsOverlap(table('1', 100, 100, long), table('2', 250, 80))).toBe(true);
    expect(elementsOverlap(table('1', 100, 100, { ...long, rotation: 90 }), table('2', 250, 80))).toBe(false);
  });
});
