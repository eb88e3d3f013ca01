import { describe, expect, it } from 'vitest';
import type { FloorPlanElement, Room } from '../schemas/floor-plan';
import { nextTableNumber } from './next-table-number';

const table = (number: string): FloorPlanElement => ({
  id: `t${number}`,
  type: 'table',
  number,
  capacity: 4,
  shape: 'rectangle',
  x: 0,
  y: 0,
  width: 80,
  height: 80,
  rotation: 0,
});
const wall: FloorPlanElement = { id: 'w', type: 'wall', x: 0, y: 0, width: 100, height: 10, rotation: 0 };
const room = (id: string, elements: FloorPlanElement[]): Room => ({ id, name: id, elements });

describe('nextTableNumber', () => {
  it('numbers a table by the count of tables in the room plus 1', () => {
    const empty = room('a', [wall]);
    expect(nextTableNumber({ room: empty, rooms: [empty] })).toBe('1');
    const two = room('a', [table('1'), wall, table('2')]);
    expect(nextTableNumber({ room: two, rooms: [two] })).toBe('3');
  });

  it('counts free-text numbers as tables too', () => {
    const r = room('a', [table('2.1'), table('2.2')]);
    expect(nextTableNumber({ room: r, rooms: [r] })).toBe('3');
  });

  it('skips a number already used in the plan, so no two tables share one', () => {
    const afterDeletion = room('a', [table('2')]);
    expect(nextTableNumber({ room: afterDeletion, rooms: [afterDeletion] })).toBe('3');
    const first = room('a', [table('1'), table('2')]);
    const second = room('b', []);
    expect(nextTableNumber({ room: second, rooms: [first, second] })).toBe('3');
  });
});
