import { describe, expect, it } from 'vitest';
import { explainTableSlot, listSizedCandidates } from './explain-table-slot';
import type { FloorTables } from './floor-tables';
import { planTableDay } from './plan-table-day';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';

const floor: FloorTables = {
  tables: [
    { number: '1', minSeats: 1, maxSeats: 2, online: true },
    { number: '2', minSeats: 3, maxSeats: 4, online: true },
    { number: '3', minSeats: 1, maxSeats: 4, online: false },
  ],
  groups: [
    { id: 'g', tables: ['1', '2'], minSeats: 5, maxSeats: 6, online: true },
    { id: 'h', tables: ['2', '3'], minSeats: 5, maxSeats: 8, online: false },
  ],
};
const planOn = (date: string, tableId = '') =>
  planTableDay({
    date,
    floor,
    bands: DEFAULT_TABLE_DURATION_BANDS,
    bookings: tableId ? [{ id: 'a', time: '20:00', partySize: 2, status: 'CONFIRMED', tableId }] : [],
  });

describe('listSizedCandidates', () => {
  it('lists the online tables and groups whose seats and minimum take the party', () => {
    const day = planOn('2026-11-21');
    expect(listSizedCandidates({ day, partySize: 2 })).toEqual([['1']]);
    expect(listSizedCandidates({ day, partySize: 3 })).toEqual([['2']]);
    expect(listSizedCandidates({ day, partySize: 6 })).toEqual([['1', '2']]);
    expect(listSizedCandidates({ day, partySize: 7 })).toEqual([]);
  });
});

describe('explainTableSlot', () => {
  it('for a time the spring night skips, says only the duration, the pacing and the unseated', () => {
    const day = planOn('2027-03-28');
    expect(
      explainTableSlot({
        day,
        time: '02:30',
        partySize: 2,
        start: null,
        neededMinutes: 90,
        coversStarting: 0,
        pacing: 8,
        fit: null,
      }),
    ).toEqual({
      time: '02:30',
      partySize: 2,
      neededMinutes: 90,
      endTime: null,
      coversBooked: 0,
      coversPending: 0,
      coversStarting: 0,
      pacingLimit: 8,
      freeTables: [],
      nextFree: null,
      inHouse: null,
      unseated: 0,
    });
  });

  it('names what would open a full slot only when the party is not seated', () => {
    const day = planOn('2026-11-21', '1');
    const args = {
      day,
      time: '20:30',
      partySize: 2,
      start: 1230,
      neededMinutes: 90,
      coversStarting: 0,
      pacing: null,
    };
    const full = explainTableSlot({ ...args, fit: null });
    expect(full.nextFree).toEqual({ tables: ['1'], time: '21:30' });
    expect(full.inHouse).toEqual({ tables: ['3'], seats: 4 });
    expect(full.freeTables.map((t) => t.table)).toEqual(['2', '3']);
    const seated = explainTableSlot({
      ...args,
      fit: { tables: ['3'], seats: 4, groupId: null, online: false },
    });
    expect(seated).toMatchObject({ nextFree: null, inHouse: null, coversBooked: 2, endTime: '22:00' });
  });
});
