import { describe, expect, it } from 'vitest';
import { FloorPlanSchema } from '../schemas/floor-plan';
import { readFloorTables } from './floor-tables';

const table = (id: string, number: string, capacity: number, extra: object = {}) => ({
  id,
  type: 'table',
  x: 0,
  y: 0,
  width: 60,
  height: 60,
  number,
  capacity,
  ...extra,
});

const plan = FloorPlanSchema.parse({
  restaurantId: 'r1',
  rooms: [
    {
      id: 'salle',
      name: 'Salle',
      elements: [
        table('a', '1', 2),
        table('b', '2', 4),
        { id: 'w', type: 'wall', x: 0, y: 0, width: 10, height: 10 },
      ],
    },
    {
      id: 'terrasse',
      name: 'Terrasse',
      elements: [table('c', 'T1', 6, { minCapacity: 4 }), table('d', 'T2', 4, { online: false })],
    },
  ],
  tableGroups: [
    { id: 'g1', tableIds: ['a', 'b'], capacity: 6, minCapacity: 5 },
    { id: 'g2', tableIds: ['c', 'd'], capacity: 10 },
    { id: 'gone', tableIds: ['a', 'zz'], capacity: 4 },
  ],
});

describe('readFloorTables', () => {
  it('reads every table of every room with its seats, its online minimum and whether it is given online', () => {
    expect(readFloorTables({ plan }).tables).toEqual([
      { number: '1', minSeats: 1, maxSeats: 2, online: true },
      { number: '2', minSeats: 1, maxSeats: 4, online: true },
      { number: 'T1', minSeats: 4, maxSeats: 6, online: true },
      { number: 'T2', minSeats: 1, maxSeats: 4, online: false },
    ]);
  });

  it('names groups by table number, online only when all their tables are, and drops a group with a removed table', () => {
    expect(readFloorTables({ plan }).groups).toEqual([
      { id: 'g1', tables: ['1', '2'], minSeats: 5, maxSeats: 6, online: true },
      { id: 'g2', tables: ['T1', 'T2'], minSeats: 1, maxSeats: 10, online: false },
    ]);
  });

  it('keeps the first of two tables that share a number and reads a plan saved before groups', () => {
    const twice = {
      rooms: [{ elements: [table('a', '1', 2), table('b', '1', 8)] }],
    } as unknown as Parameters<typeof readFloorTables>[0]['plan'];
    expect(readFloorTables({ plan: twice })).toEqual({
      tables: [{ number: '1', minSeats: 1, maxSeats: 2, online: true }],
      groups: [],
    });
  });
});
