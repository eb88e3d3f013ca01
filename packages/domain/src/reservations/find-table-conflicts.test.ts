import { describe, expect, it } from 'vitest';
import { findTableConflicts } from './find-table-conflicts';

describe('findTableConflicts', () => {
  it('marks both bookings that hold one table at overlapping times, a pending request included', () => {
    const thomas = { id: 'thomas', status: 'PENDING', tableId: '3', time: '19:30' };
    const dubois = { id: 'dubois', status: 'CONFIRMED', tableId: '3', time: '20:15' };
    const conflicts = findTableConflicts({ reservations: [thomas, dubois] });
    expect(conflicts.get('thomas')).toEqual([{ table: '3', other: dubois }]);
    expect(conflicts.get('dubois')).toEqual([{ table: '3', other: thomas }]);
  });

  it('leaves a table used again once the first booking has left it', () => {
    const lunch = { id: 'lunch', status: 'SEATED', tableId: '3', time: '12:00' };
    const evening = { id: 'evening', status: 'CONFIRMED', tableId: '3', time: '14:00' };
    expect(findTableConflicts({ reservations: [lunch, evening] }).size).toBe(0);
    // With a longer lunch the two overlap.
    const durations = { lunch: 150, dinner: 120 };
    expect(findTableConflicts({ reservations: [lunch, evening], durations }).size).toBe(2);
  });

  it('ignores cancelled, finished and no-show bookings, and different tables', () => {
    const day = [
      { id: 'a', status: 'CONFIRMED', tableId: '3+4', time: '20:00' },
      { id: 'b', status: 'CANCELLED', tableId: '3', time: '20:00' },
      { id: 'c', status: 'COMPLETED', tableId: '4', time: '20:00' },
      { id: 'd', status: 'NO_SHOW', tableId: '3', time: '20:00' },
      { id: 'e', status: 'CONFIRMED', tableId: '5', time: '20:00' },
    ];
    expect(findTableConflicts({ reservations: day }).size).toBe(0);
  });

  it('names each shared table of joined tables', () => {
    const big = { id: 'big', status: 'CONFIRMED', tableId: '3+4', time: '20:00' };
    const small = { id: 'small', status: 'CONFIRMED', tableId: '4', time: '21:00' };
    const other = { id: 'other', status: 'SEATED', tableId: '3', time: '19:00' };
    const conflicts = findTableConflicts({ reservations: [big, small, other] });
    expect(conflicts.get('big')).toEqual([
      { table: '3', other },
      { table: '4', other: small },
    ]);
    // 19:00 to 21:00 and 21:00 onwards: one leaves as the other comes.
    expect(conflicts.get('small')).toEqual([{ table: '4', other: big }]);
  });
});
