import { describe, expect, it } from 'vitest';
import { TABLE_GROUP_EXTRA_SEATS, checkTableGroup, indexGroupableTables } from './check-table-group';

const rooms = [
  {
    elements: [
      { id: 'a', type: 'table', number: 'T4', capacity: 4 },
      { id: 'b', type: 'table', number: 'T5', capacity: 4 },
      { id: 'c', type: 'table', number: 'T6', capacity: 6 },
      { id: 'w', type: 'wall' },
    ],
  },
];
const tables = indexGroupableTables(rooms);

describe('checkTableGroup', () => {
  it('accepts a capacity from the largest table to the seats together plus the margin', () => {
    expect(TABLE_GROUP_EXTRA_SEATS).toBe(2);
    for (const capacity of [6, 10, 12, 16]) {
      expect(checkTableGroup({ tables, group: { tableIds: ['a', 'b', 'c'], capacity } })).toBeNull();
    }
    expect(checkTableGroup({ tables, group: { tableIds: ['a', 'c'], capacity: 5 } })).toBe(
      'Une association ne peut pas compter moins de places que sa table T6 seule (6 places)',
    );
    expect(checkTableGroup({ tables, group: { tableIds: ['a', 'b'], capacity: 11 } })).toBe(
      'Ces tables réunies ne peuvent pas compter plus de 10 places',
    );
  });

  it('refuses a group of fewer than 2 tables, which the plan checks even when its shape was refused (issue 55)', () => {
    expect(checkTableGroup({ tables, group: { tableIds: [], capacity: 6 } })).toBe(
      'Une association réunit de 2 à 8 tables',
    );
    expect(checkTableGroup({ tables, group: { tableIds: ['a'], capacity: 6 } })).toBe(
      'Une association réunit de 2 à 8 tables',
    );
  });

  it('refuses a table not on the plan (a wall is not a table) and the same tables joined twice', () => {
    expect(checkTableGroup({ tables, group: { tableIds: ['a', 'w'], capacity: 6 } })).toBe(
      "Une table associée n'existe plus sur le plan",
    );
    expect(
      checkTableGroup({
        tables,
        group: { tableIds: ['b', 'a'], capacity: 6 },
        others: [{ tableIds: ['a', 'b'] }],
      }),
    ).toBe('Ces tables sont déjà associées');
    // Sharing a table with another group is fine: T5 joins T4 or T6.
    expect(
      checkTableGroup({
        tables,
        group: { tableIds: ['b', 'c'], capacity: 8 },
        others: [{ tableIds: ['a', 'b'] }],
      }),
    ).toBeNull();
  });
});
