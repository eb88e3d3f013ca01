import { describe, expect, it } from 'vitest';
import { listHoldConflicts } from './list-hold-conflicts';

const hold = (bookingId: string, start: number, end: number) => ({
  bookingId,
  start,
  end,
  partySize: 2,
  pending: false,
});

describe('listHoldConflicts', () => {
  it('pairs the holds of a table that overlap, on each side, and ignores holds that meet', () => {
    const conflicts = listHoldConflicts({
      holds: new Map([
        ['1', [hold('a', 0, 60), hold('b', 30, 90), hold('c', 90, 120)]],
        ['2', [hold('a', 0, 60), hold('a', 0, 60)]],
      ]),
    });
    expect(Object.fromEntries(conflicts)).toEqual({
      a: [{ table: '1', otherId: 'b' }],
      b: [{ table: '1', otherId: 'a' }],
    });
  });
});
