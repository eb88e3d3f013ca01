import { describe, expect, it } from 'vitest';
import { makeDayClock } from './day-clock';
import { findTableHolders } from './find-table-holders';
import type { TableBooking } from './plan-table-day';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';

const clock = makeDayClock({ date: '2026-11-21' });
const bookings: TableBooking[] = [
  { id: 'late', time: '20:30', partySize: 2, status: 'CONFIRMED', tableId: '1' },
  { id: 'early', time: '19:30', partySize: 2, status: 'SEATED', tableId: '1+2' },
  { id: 'gone', time: '19:30', partySize: 2, status: 'CANCELLED', tableId: '3' },
  { id: 'eve', time: '23:30', partySize: 6, status: 'CONFIRMED', tableId: '4', date: '2026-11-20' },
];

describe('findTableHolders', () => {
  it('names the earliest booking holding each table during the window, never the one moved', () => {
    const holders = findTableHolders({
      clock,
      bookings,
      bands: DEFAULT_TABLE_DURATION_BANDS,
      tables: ['1', '2', '3'],
      window: { start: 20 * 60, end: 21 * 60 },
    });
    expect(holders).toEqual([
      { table: '1', bookingId: 'early', time: '19:30' },
      { table: '2', bookingId: 'early', time: '19:30' },
    ]);
    const without = findTableHolders({
      clock,
      bookings,
      bands: DEFAULT_TABLE_DURATION_BANDS,
      tables: ['1'],
      window: { start: 20 * 60, end: 21 * 60 },
      exceptId: 'early',
    });
    expect(without).toEqual([{ table: '1', bookingId: 'late', time: '20:30' }]);
  });

  it('counts the eve’s late dinner past midnight', () => {
    const holders = findTableHolders({
      clock,
      bookings,
      bands: DEFAULT_TABLE_DURATION_BANDS,
      tables: ['4'],
      window: { start: 30, end: 60 },
    });
    expect(holders).toEqual([{ table: '4', bookingId: 'eve', time: '23:30' }]);
  });
});
