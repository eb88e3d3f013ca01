import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRemainingCovers, countBookedCovers } from './compute-remaining-covers';

const reservations = [
  { time: '12:00', partySize: 4, status: 'CONFIRMED' },
  { time: '12:00', partySize: 2, status: 'PENDING' },
  { time: '12:00', partySize: 3, status: 'seated' },
  { time: '12:00', partySize: 6, status: 'CANCELLED' },
  { time: '12:00', partySize: 5, status: 'NO_SHOW' },
  { time: '12:00', partySize: 2, status: 'VISIT_DECLARED' },
  { time: '19:00', partySize: 10, status: 'CONFIRMED' },
];

describe('computeRemainingCovers', () => {
  it('counts only the reservations that hold capacity', () => {
    expect(countBookedCovers({ reservations, time: '12:00' })).toBe(9);
    expect(countBookedCovers({ reservations })).toBe(19);
    expect(
      computeRemainingCovers({ slotCapacity: 30, maxCapacityPerDay: 250, time: '12:00', reservations }),
    ).toBe(21);
  });

  it('is limited by what is left of the day', () => {
    expect(
      computeRemainingCovers({ slotCapacity: 30, maxCapacityPerDay: 25, time: '12:00', reservations }),
    ).toBe(6);
    expect(
      computeRemainingCovers({ slotCapacity: 30, maxCapacityPerDay: 10, time: '12:00', reservations }),
    ).toBe(0);
  });

  it('never goes negative when a slot is overbooked by staff', () => {
    expect(
      computeRemainingCovers({ slotCapacity: 5, maxCapacityPerDay: 250, time: '12:00', reservations }),
    ).toBe(0);
  });

  it('stays between 0 and the slot capacity (property)', () => {
    const reservation = fc.record({
      time: fc.constantFrom('12:00', '12:15', '19:00'),
      partySize: fc.integer({ min: -5, max: 60 }),
      status: fc.constantFrom(
        'PENDING',
        'CONFIRMED',
        'SEATED',
        'COMPLETED',
        'CANCELLED',
        'NO_SHOW',
        'VISIT_DECLARED',
      ),
    });
    fc.assert(
      fc.property(
        fc.array(reservation, { maxLength: 40 }),
        fc.integer({ min: -10, max: 100 }),
        fc.integer({ min: -10, max: 400 }),
        (list, slotCapacity, maxCapacityPerDay) => {
          const remaining = computeRemainingCovers({
            slotCapacity,
            maxCapacityPerDay,
            time: '12:00',
            reservations: list,
          });
          expect(remaining).toBeGreaterThanOrEqual(0);
          expect(remaining).toBeLessThanOrEqual(Math.max(0, slotCapacity));
        },
      ),
    );
  });
});
