import { describe, expect, it } from 'vitest';
import { matchTillTicket, type TicketBooking } from './match-till-ticket';

const booking = (over: Partial<TicketBooking> & { id: string }): TicketBooking => ({
  status: 'SEATED',
  date: '2026-06-12',
  time: '20:00',
  tableId: '4',
  ...over,
});

/** 21:30 in Paris on 12 June 2026 (UTC+2). */
const at = (iso: string) => new Date(iso);

describe('matchTillTicket', () => {
  it('finds the one booking holding the table when the ticket closes', () => {
    const bookings = [
      booking({ id: 'lunch', time: '12:00' }),
      booking({ id: 'dinner' }),
      booking({ id: 'other-table', tableId: '5' }),
    ];
    expect(matchTillTicket({ tables: ['4'], closedAt: at('2026-06-12T19:30:00Z'), bookings })).toEqual({
      kind: 'matched',
      reservationId: 'dinner',
    });
  });

  it('matches a table of a joined group (« 3+4 ») and reads the stored end of the hold', () => {
    const bookings = [booking({ id: 'group', tableId: '3+4', tablesFreeAt: '2026-06-12T19:45:00.000Z' })];
    expect(matchTillTicket({ tables: ['3'], closedAt: at('2026-06-12T19:40:00Z'), bookings }).kind).toBe(
      'matched',
    );
    // After the stored end and past the grace: nobody holds it.
    expect(matchTillTicket({ tables: ['3'], closedAt: at('2026-06-12T20:46:00Z'), bookings })).toEqual({
      kind: 'unmatched',
    });
  });

  it('lets a ticket close within the grace after the hold, when nobody else held the table', () => {
    const bookings = [booking({ id: 'late', tablesFreeAt: '2026-06-12T19:30:00.000Z' })];
    expect(matchTillTicket({ tables: ['4'], closedAt: at('2026-06-12T20:10:00Z'), bookings })).toEqual({
      kind: 'matched',
      reservationId: 'late',
    });
  });

  it('is ambiguous when two bookings hold the table then, and skips cancelled and no-show ones', () => {
    const bookings = [
      booking({ id: 'a' }),
      booking({ id: 'b', time: '20:30' }),
      booking({ id: 'gone', status: 'CANCELLED' }),
      booking({ id: 'absent', status: 'NO_SHOW' }),
    ];
    expect(matchTillTicket({ tables: ['4'], closedAt: at('2026-06-12T19:00:00Z'), bookings })).toEqual({
      kind: 'ambiguous',
      candidates: ['a', 'b'],
    });
    expect(
      matchTillTicket({ tables: ['4'], closedAt: at('2026-06-12T19:00:00Z'), bookings: bookings.slice(2) }),
    ).toEqual({ kind: 'unmatched' });
  });

  it('prefers the booking whose hold holds the instant over one only within its grace', () => {
    const bookings = [
      booking({ id: 'before', time: '18:00', tablesFreeAt: '2026-06-12T18:00:00.000Z' }),
      booking({ id: 'now', time: '20:15' }),
    ];
    expect(matchTillTicket({ tables: ['4'], closedAt: at('2026-06-12T18:30:00Z'), bookings })).toEqual({
      kind: 'matched',
      reservationId: 'now',
    });
  });

  it('keeps real time across the autumn clock change in Paris (01:00 seating, 3 h hold)', () => {
    // 25 October 2026: 03:00 summer time becomes 02:00 winter time; 01:00 local is 23:00Z the day before.
    const bookings = [booking({ id: 'night', date: '2026-10-25', time: '01:00' })];
    // 02:30 winter time (01:30Z) is 2 h 30 after the seating in real time: inside the hold.
    expect(matchTillTicket({ tables: ['4'], closedAt: at('2026-10-25T01:30:00Z'), bookings }).kind).toBe(
      'matched',
    );
    // 03:30 winter time (02:30Z) is 3 h 30 after: past the hold, inside the grace.
    expect(matchTillTicket({ tables: ['4'], closedAt: at('2026-10-25T02:30:00Z'), bookings }).kind).toBe(
      'matched',
    );
    expect(matchTillTicket({ tables: ['4'], closedAt: at('2026-10-25T03:01:00Z'), bookings }).kind).toBe(
      'unmatched',
    );
  });

  it('keeps real time across the spring clock change (01:30 seating on 29 March 2026)', () => {
    const bookings = [booking({ id: 'spring', date: '2026-03-29', time: '01:30' })];
    // 01:30 CET is 00:30Z; the hold ends at 03:30Z (05:30 CEST), the grace at 04:30Z.
    expect(matchTillTicket({ tables: ['4'], closedAt: at('2026-03-29T04:29:00Z'), bookings }).kind).toBe(
      'matched',
    );
    expect(matchTillTicket({ tables: ['4'], closedAt: at('2026-03-29T04:31:00Z'), bookings }).kind).toBe(
      'unmatched',
    );
  });
});
