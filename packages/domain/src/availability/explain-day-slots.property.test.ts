import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeSlotExplanation } from './describe-slot-explanation';
import { explainDaySlots } from './explain-day-slots';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-booking-settings-schema';
import { buildVenueDayAvailability } from './venue-availability';

const DINNER = ['19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00'];
const STATUSES = ['PENDING', 'CONFIRMED', 'SEATED', 'COMPLETED', 'CANCELLED', 'NO_SHOW', 'REFUSED'];

describe('« Pourquoi complet ? » « Par couverts » against the booking page', () => {
  it('says a slot is open online exactly when the diner is not shown « Complet »', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            time: fc.constantFrom(...DINNER),
            partySize: fc.integer({ min: 1, max: 14 }),
            status: fc.constantFrom(...STATUSES),
            heldOffer: fc.boolean(),
          }),
          { maxLength: 30 },
        ),
        fc.subarray(DINNER),
        fc.integer({ min: 10, max: 200 }),
        // From the afternoon before to the evening itself: cutoff and passed slots come into play.
        fc.constantFrom(
          '2026-11-23T14:00:00.000Z',
          '2026-11-24T15:30:00.000Z',
          '2026-11-24T18:40:00.000Z',
          '2026-11-24T20:10:00.000Z',
        ),
        (bookings, closed, maxCapacityPerDay, nowIso) => {
          const input = {
            settings: { ...DEFAULT_RESTAURANT_SETTINGS, maxCapacityPerDay, bookingCutoffHours: 1 },
            closedSlots: { lunch: [], dinner: closed },
            reservations: bookings.map((b, i) => ({ id: `r${i}`, ...b })),
            floor: null,
            date: '2026-11-24',
            now: new Date(nowIso),
          };
          const page = buildVenueDayAvailability(input);
          const staff = explainDaySlots(input);
          expect(staff.map((s) => s.time)).toEqual(page.slots.map((s) => s.time));
          for (const [i, slot] of page.slots.entries()) {
            const text = describeSlotExplanation({ explanation: staff[i]! });
            expect(text.open, slot.time).toBe(slot.available);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
