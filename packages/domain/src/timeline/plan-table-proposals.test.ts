import { describe, expect, it } from 'vitest';
import { readFloorTables } from '../availability/floor-tables';
import { DEFAULT_TABLE_DURATION_BANDS } from '../availability/table-duration-bands-schema';
import { planTableProposals, type ProposalBooking } from './plan-table-proposals';
import { booking, PLAN, SATURDAY } from './testing/timeline-fixtures';

const floor = readFloorTables({ plan: PLAN });
const bands = DEFAULT_TABLE_DURATION_BANDS;
const propose = (bookings: ProposalBooking[], date = SATURDAY) =>
  planTableProposals({ date, floor, bands, bookings });
const open = (id: string, time: string, partySize: number, extra: Partial<ProposalBooking> = {}) =>
  booking(id, time, partySize, { proposable: true, ...extra });

describe('planTableProposals', () => {
  it('gives each confirmed booking without a table the engine’s best fit, in-house tables first for staff', () => {
    expect(propose([open('two', '20:00', 2), open('four', '20:00', 4), open('six', '20:00', 6)])).toEqual([
      { bookingId: 'four', tables: ['10'], tablesFreeAt: '2026-11-21T21:00:00.000Z' },
      { bookingId: 'six', tables: ['20'], tablesFreeAt: '2026-11-21T21:30:00.000Z' },
      { bookingId: 'two', tables: ['1'], tablesFreeAt: '2026-11-21T20:30:00.000Z' },
    ]);
  });

  it('never moves a table staff set, nor a booking they left without one', () => {
    const proposals = propose([
      booking('staff', '20:00', 4, { tableId: '10' }),
      booking('removed', '20:00', 2),
      open('four', '20:00', 4),
    ]);
    // The 4-top is staff's; the party of four gets the joined 2-tops; the booking staff emptied gets nothing.
    expect(proposals).toEqual([
      { bookingId: 'four', tables: ['1', '2'], tablesFreeAt: '2026-11-21T21:00:00.000Z' },
    ]);
  });

  it('keeps its own untouched proposals, and places one again when staff gave its table to another', () => {
    const kept = propose([booking('p', '20:00', 2, { tableId: '1', proposed: true }), open('q', '20:00', 2)]);
    expect(kept).toEqual([{ bookingId: 'q', tables: ['2'], tablesFreeAt: '2026-11-21T20:30:00.000Z' }]);
    const clashing = propose([
      booking('p', '20:00', 2, { tableId: '1', proposed: true }),
      booking('forced', '20:30', 2, { tableId: '1' }),
    ]);
    expect(clashing).toEqual([{ bookingId: 'p', tables: ['2'], tablesFreeAt: '2026-11-21T20:30:00.000Z' }]);
  });

  it('takes a clashing proposal back when no table is left, and proposes nothing where none fits', () => {
    const full = [
      booking('forced', '20:00', 2, { tableId: '1' }),
      booking('b', '20:00', 2, { tableId: '2' }),
      booking('c', '20:00', 4, { tableId: '10' }),
      booking('d', '20:00', 6, { tableId: '20' }),
    ];
    expect(propose([...full, booking('p', '20:00', 2, { tableId: '1', proposed: true })])).toEqual([
      { bookingId: 'p', tables: [], tablesFreeAt: null },
    ]);
    expect(propose([...full, open('late', '20:30', 2)])).toEqual([]);
  });

  it('lets requests without a table wait: the confirmed booking gets the table first', () => {
    const proposals = propose([
      booking('request', '19:45', 6, { status: 'PENDING' }),
      open('confirmed', '20:00', 6),
    ]);
    expect(proposals).toEqual([
      { bookingId: 'confirmed', tables: ['20'], tablesFreeAt: '2026-11-21T21:30:00.000Z' },
    ]);
  });

  it('counts the eve’s late dinner and real minutes on both nights the clocks change', () => {
    // Spring 2027: the eve's 23:30 table of six holds the 6-top until 02:00 real time (03:00 on the clocks).
    const spring = propose(
      [
        booking('eve', '23:30', 6, { tableId: '20', date: '2027-03-27' }),
        open('blocked', '01:00', 6),
        open('night', '01:00', 4),
        open('later', '03:15', 6),
      ],
      '2027-03-28',
    );
    expect(spring).toEqual([
      { bookingId: 'later', tables: ['20'], tablesFreeAt: '2027-03-28T03:45:00.000Z' },
      // 01:00 CET + 2 h real = 04:00 CEST.
      { bookingId: 'night', tables: ['10'], tablesFreeAt: '2027-03-28T02:00:00.000Z' },
    ]);
    // Autumn 2027: a 01:30 table of two frees 90 real minutes later (the second 02:00).
    const autumn = propose([open('night', '01:30', 2)], '2027-10-31');
    expect(autumn).toEqual([{ bookingId: 'night', tables: ['1'], tablesFreeAt: '2027-10-31T01:00:00.000Z' }]);
  });
});
