import { findTableConflicts } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makeReservation } from '../../test/make-reservation';
import { conflictedTables, occupancyByTable, tableLabel, tableState } from './table-occupancy';

describe('table occupancy', () => {
  it('counts pending, confirmed and seated reservations with a table', () => {
    const map = occupancyByTable([
      makeReservation({ id: 'a', status: 'CONFIRMED', tableId: '3+4', time: '20:00' }),
      makeReservation({ id: 'b', status: 'SEATED', tableId: '4', time: '12:00' }),
      makeReservation({ id: 'c', status: 'PENDING', tableId: '5' }),
      makeReservation({ id: 'd', status: 'CANCELLED', tableId: '6' }),
      makeReservation({ id: 'e', status: 'CONFIRMED', tableId: '' }),
    ]);
    expect([...map.keys()].sort()).toEqual(['3', '4', '5']);
    expect(map.get('4')?.map((r) => r.id)).toEqual(['b', 'a']);
    expect(tableState(map.get('4'))).toBe('seated');
    expect(tableState(map.get('3'))).toBe('confirmed');
    // A pending request on its table is drawn « en attente », never « libre » (issue 36, bug 2).
    expect(tableState(map.get('5'))).toBe('pending');
    expect(tableState(map.get('9'))).toBe('free');
  });

  it('at a time, keeps only the reservations holding their tables during that booking', () => {
    const day = [
      makeReservation({ id: 'lunch', status: 'CONFIRMED', tableId: '5', time: '12:30' }),
      makeReservation({ id: 'dinner', status: 'SEATED', tableId: '5+6', time: '20:00' }),
    ];
    expect(
      occupancyByTable(day, { at: '20:00' })
        .get('5')
        ?.map((r) => r.id),
    ).toEqual(['dinner']);
    expect(
      occupancyByTable(day, { at: '13:00' })
        .get('5')
        ?.map((r) => r.id),
    ).toEqual(['lunch']);
    expect(occupancyByTable(day, { at: '13:00' }).has('6')).toBe(false);
    expect(occupancyByTable(day, { at: '15:00' }).size).toBe(0);
    // A short lunch frees the table sooner.
    expect(occupancyByTable(day, { at: '13:30', durations: { lunch: 60, dinner: 120 } }).size).toBe(0);
  });

  it('marks a table given twice at the same time, not one used twice in a row', () => {
    const day = [
      makeReservation({ id: 'thomas', status: 'CONFIRMED', tableId: '3', time: '19:30' }),
      makeReservation({ id: 'dubois', status: 'CONFIRMED', tableId: '3', time: '20:15' }),
      makeReservation({ id: 'early', status: 'SEATED', tableId: '4', time: '18:00' }),
      makeReservation({ id: 'late', status: 'CONFIRMED', tableId: '4', time: '20:00' }),
    ];
    const conflicts = findTableConflicts({ reservations: day });
    expect([...conflictedTables(occupancyByTable(day, { at: '20:00' }), conflicts)]).toEqual(['3']);
  });

  it('shows at most 8 table numbers then +n', () => {
    expect(tableLabel(['1', '2'])).toBe('1, 2');
    expect(tableLabel(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])).toBe('1, 2, 3, 4, 5, 6, 7, 8 +2');
  });
});
