import { describe, expect, it } from 'vitest';
import { suggestTables } from './suggest-tables';

const tables = [
  { number: '10', capacity: 4, room: 'salle' },
  { number: '1', capacity: 2, room: 'salle' },
  { number: '2', capacity: 4, room: 'salle' },
  { number: '3', capacity: 6, room: 'salle' },
  { number: '21', capacity: 4, room: 'terrasse' },
  { number: '22', capacity: 8, room: 'terrasse' },
];
const numbers = (list: { number: string }[]) => list.map((t) => t.number);

describe('suggestTables', () => {
  it('offers free tables seating the party, fewest spare seats first, then by number', () => {
    expect(numbers(suggestTables({ tables, occupied: new Set(), partySize: 3, limit: 10 }))).toEqual([
      '2',
      '10',
      '21',
      '3',
      '22',
    ]);
  });
  it('leaves out occupied tables and keeps at most the limit (3 by default)', () => {
    expect(numbers(suggestTables({ tables, occupied: new Set(['2', '21']), partySize: 3 }))).toEqual([
      '10',
      '3',
      '22',
    ]);
    expect(numbers(suggestTables({ tables, occupied: new Map([['3', {}]]), partySize: 5 }))).toEqual(['22']);
  });
  it('prefers the preferred room between equal fits only', () => {
    const terrace = (t: { room: string }) => t.room === 'terrasse';
    expect(
      numbers(suggestTables({ tables, occupied: new Set(), partySize: 4, preferred: terrace, limit: 4 })),
    ).toEqual(['21', '2', '10', '3']);
  });
  it('offers nothing when no free table is large enough', () => {
    expect(suggestTables({ tables, occupied: new Set(['22']), partySize: 7 })).toEqual([]);
  });
});
