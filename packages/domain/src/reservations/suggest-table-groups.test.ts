import { describe, expect, it } from 'vitest';
import { suggestTableGroups } from './suggest-table-groups';

const groups = [
  { id: 'big', tables: ['10', '11', '12'], maxSeats: 10 },
  { id: 'g45', tables: ['4', '5'], maxSeats: 6 },
  { id: 'g56', tables: ['5', '6'], maxSeats: 8 },
  { id: 'g12', tables: ['1', '2'], maxSeats: 4 },
];

describe('suggestTableGroups', () => {
  it('offers free groups seating the party, closest fit first, when no single table does', () => {
    const ids = (occupied: string[], partySize: number) =>
      suggestTableGroups({ groups, occupied: new Set(occupied), partySize, singleFits: 0 }).map((g) => g.id);
    expect(ids([], 6)).toEqual(['g45', 'g56', 'big']);
    // One of its tables taken at that time: the group is not free.
    expect(ids(['4'], 6)).toEqual(['g56', 'big']);
    expect(ids([], 9)).toEqual(['big']);
    expect(ids([], 11)).toEqual([]);
    expect(
      suggestTableGroups({ groups, occupied: new Map(), partySize: 2, singleFits: 0, limit: 1 }),
    ).toEqual([groups[3]]);
  });

  it('offers none while a free table seats the party alone', () => {
    expect(suggestTableGroups({ groups, occupied: new Set(), partySize: 6, singleFits: 1 })).toEqual([]);
  });
});
