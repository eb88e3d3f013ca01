import { describe, expect, it } from 'vitest';
import { readFloorTables } from '../availability/floor-tables';
import { resolveDropTables } from './resolve-drop-tables';
import { PLAN } from './testing/timeline-fixtures';

const floor = readFloorTables({ plan: PLAN });

describe('resolveDropTables', () => {
  it('takes the table dropped on when it seats the party', () => {
    expect(resolveDropTables({ floor, table: '10', partySize: 4, currentTables: ['1'] })).toEqual(['10']);
  });

  it('joins it to its group when it alone is too small, and keeps a joined booking dropped on its own table', () => {
    expect(resolveDropTables({ floor, table: '2', partySize: 3, currentTables: ['10'] })).toEqual(['1', '2']);
    expect(resolveDropTables({ floor, table: '2', partySize: 4, currentTables: ['1', '2'] })).toEqual([
      '1',
      '2',
    ]);
  });

  it('gives the table all the same when no group seats the party (the seats warning says so)', () => {
    expect(resolveDropTables({ floor, table: '10', partySize: 8, currentTables: [] })).toEqual(['10']);
    expect(resolveDropTables({ floor, table: '99', partySize: 2, currentTables: [] })).toEqual(['99']);
  });
});
