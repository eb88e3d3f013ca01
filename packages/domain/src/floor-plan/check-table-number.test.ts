import { describe, expect, it } from 'vitest';
import type { FloorPlanElement, Room } from '../schemas/floor-plan';
import { checkTableNumber } from './check-table-number';

const table = (id: string, number: string): FloorPlanElement => ({
  id,
  type: 'table',
  number,
  capacity: 2,
  shape: 'circle',
  x: 0,
  y: 0,
  width: 60,
  height: 60,
  rotation: 0,
});
const rooms: Room[] = [
  { id: 'a', name: 'Salle 1', elements: [table('t1', '1'), table('t2', '2')] },
  { id: 'b', name: 'Terrasse', elements: [table('t3', 'T1')] },
];

describe('checkTableNumber', () => {
  it('accepts free text such as 2.1, trimmed', () => {
    expect(checkTableNumber({ number: ' 2.1 ', tableId: 't1', rooms })).toEqual({ ok: true, number: '2.1' });
    expect(checkTableNumber({ number: '1', tableId: 't1', rooms })).toEqual({ ok: true, number: '1' });
  });

  it('refuses an empty number', () => {
    expect(checkTableNumber({ number: '  ', tableId: 't1', rooms })).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses the number of another table, in any room', () => {
    expect(checkTableNumber({ number: '2', tableId: 't1', rooms })).toEqual({ ok: false, problem: 'taken' });
    expect(checkTableNumber({ number: 'T1', tableId: 't1', rooms })).toEqual({ ok: false, problem: 'taken' });
  });
});
