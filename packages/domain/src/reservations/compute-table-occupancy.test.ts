import { describe, expect, it } from 'vitest';
import {
  computeTableOccupancy,
  findOccupiedTables,
  findTableClashes,
  holdsTablesAt,
} from './compute-table-occupancy';

describe('computeTableOccupancy', () => {
  const reservations = [
    { id: 'a', status: 'CONFIRMED', tableId: '3+4' },
    { id: 'b', status: 'seated', tableId: '2.1' },
    { id: 'c', status: 'PENDING', tableId: '5' },
    { id: 'd', status: 'COMPLETED', tableId: '6' },
    { id: 'e', status: 'CANCELLED', tableId: '7' },
    { id: 'f', status: 'CONFIRMED', tableId: '' },
    { id: 'g', status: 'CONFIRMED' },
  ];

  it('counts only pending, confirmed and seated reservations with a table', () => {
    const occupancy = computeTableOccupancy({ reservations });
    expect([...occupancy.keys()].sort()).toEqual(['2.1', '3', '4', '5']);
    expect(occupancy.get('5')?.id).toBe('c');
    expect(occupancy.get('4')?.id).toBe('a');
  });

  it('at a time, counts only the reservations holding their tables then (two hours by default)', () => {
    const day = [
      { id: 'lunch', status: 'CONFIRMED', tableId: '5', time: '12:30' },
      { id: 'dinner', status: 'SEATED', tableId: '6', time: '20:00' },
    ];
    expect([...computeTableOccupancy({ reservations: day, at: '13:00' }).keys()]).toEqual(['5']);
    expect([...computeTableOccupancy({ reservations: day, at: '20:00' }).keys()]).toEqual(['6']);
    // A booking at 11:00 would still be at table 5 at 12:30; one at 14:30 arrives as the lunch leaves.
    expect(computeTableOccupancy({ reservations: day, at: '11:00' }).has('5')).toBe(true);
    expect(computeTableOccupancy({ reservations: day, at: '14:30' }).has('5')).toBe(false);
    expect(computeTableOccupancy({ reservations: day, at: '18:00' }).has('6')).toBe(false);
    expect(computeTableOccupancy({ reservations: day, at: '18:15' }).has('6')).toBe(true);
  });

  it('uses the restaurant duration of each service', () => {
    const day = [{ id: 'lunch', status: 'CONFIRMED', tableId: '5', time: '12:00' }];
    const durations = { lunch: 60, dinner: 180 };
    expect(computeTableOccupancy({ reservations: day, at: '12:59', durations }).has('5')).toBe(true);
    expect(computeTableOccupancy({ reservations: day, at: '13:00', durations }).has('5')).toBe(false);
    const evening = [{ id: 'dinner', status: 'CONFIRMED', tableId: '8', time: '19:00' }];
    expect(computeTableOccupancy({ reservations: evening, at: '21:45', durations }).has('8')).toBe(true);
    expect(computeTableOccupancy({ reservations: evening, at: '22:00', durations }).has('8')).toBe(false);
  });

  it('tells whether one reservation holds its tables at a time', () => {
    const lunch = { id: 'l', status: 'CONFIRMED', tableId: '5', time: '12:30' };
    expect(holdsTablesAt({ reservation: lunch, at: '14:00' })).toBe(true);
    expect(holdsTablesAt({ reservation: lunch, at: '19:00' })).toBe(false);
    expect(holdsTablesAt({ reservation: lunch })).toBe(true);
    // A request given a table holds it while it waits for an answer: it could not be given twice.
    expect(holdsTablesAt({ reservation: { ...lunch, status: 'PENDING' }, at: '12:30' })).toBe(true);
    expect(holdsTablesAt({ reservation: { ...lunch, status: 'NO_SHOW' }, at: '12:30' })).toBe(false);
  });

  it('takes a reservation without a time to hold its table all day', () => {
    const day = [{ id: 'x', status: 'CONFIRMED', tableId: '9' }];
    expect(computeTableOccupancy({ reservations: day, at: '20:00' }).has('9')).toBe(true);
  });
});

describe('findOccupiedTables', () => {
  const day = [
    { id: 'a', status: 'CONFIRMED', tableId: '3+4', time: '12:30' },
    { id: 'b', status: 'SEATED', tableId: '2.1', time: '13:00' },
    { id: 'c', status: 'PENDING', tableId: '5', time: '12:30' },
  ];

  it('finds tables held by another reservation at the same time, a pending request included', () => {
    expect(
      findOccupiedTables({ reservations: day, tables: ['4', '5', '2.1'], reservationId: 'x', time: '13:00' }),
    ).toEqual(['4', '5', '2.1']);
    expect(
      findOccupiedTables({ reservations: day, tables: ['3', '4'], reservationId: 'a', time: '12:30' }),
    ).toEqual([]);
  });

  it('names the reservation holding each table asked for', () => {
    expect(
      findTableClashes({ reservations: day, tables: [' 5 ', '7'], reservationId: 'x', time: '13:00' }),
    ).toEqual([{ table: '5', holder: day[2] }]);
  });

  it('frees a lunch table for the evening', () => {
    expect(
      findOccupiedTables({ reservations: day, tables: ['3', '2.1'], reservationId: 'x', time: '20:00' }),
    ).toEqual([]);
  });
});
