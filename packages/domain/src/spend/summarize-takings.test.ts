import { describe, expect, it } from 'vitest';
import { summarizeTakings } from './summarize-takings';

describe('summarizeTakings', () => {
  it('adds the bills of the completed bookings only', () => {
    expect(
      summarizeTakings({
        reservations: [
          { status: 'COMPLETED', amountSpent: 86.5, partySize: 2 },
          { status: 'COMPLETED', amountSpent: 1148, partySize: 10 },
          { status: 'COMPLETED', partySize: 4 },
          { status: 'COMPLETED', amountSpent: 0, partySize: 4 },
          { status: 'SEATED', amountSpent: 50, partySize: 2 },
        ],
      }),
    ).toEqual({ amount: 1234.5, tables: 2, covers: 12 });
    expect(summarizeTakings({ reservations: [] })).toEqual({ amount: 0, tables: 0, covers: 0 });
  });
});
